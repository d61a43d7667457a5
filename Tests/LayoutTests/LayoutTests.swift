// Tests for Layout.
