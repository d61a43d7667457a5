// Tests for Cassowary.
