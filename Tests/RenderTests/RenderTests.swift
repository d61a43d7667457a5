// Tests for Render.
