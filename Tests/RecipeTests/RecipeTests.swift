// Tests for Recipe.
