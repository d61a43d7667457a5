#ifndef CICU_LINE_BREAK_H
#define CICU_LINE_BREAK_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which kind of boundaries to find.
typedef enum {
  /// Line-break opportunities (UAX #14 as tailored by ICU).
  CICU_BOUNDARY_LINE = 0,
  /// Extended grapheme cluster boundaries (UAX #29).
  CICU_BOUNDARY_GRAPHEME = 1
} cicu_boundary_kind;

/// Finds the boundaries of `text` (UTF-16, `length` code units).
///
/// Writes at most `capacity` boundary offsets (UTF-16 code units, ascending,
/// excluding 0, including `length` when length > 0) to `offsets`; for line
/// boundaries `hard[i]` is 1 when the break is mandatory (after a newline),
/// else 0. `hard` may be NULL. `locale` may be NULL for the root locale.
///
/// Iterators for the root locale are kept per thread and reused (opening one
/// costs far more than a short string's search).
///
/// Returns the number of boundaries found (which may exceed `capacity`: call
/// again with a larger buffer), or a negative ICU error code.
int32_t cicu_boundaries(cicu_boundary_kind kind, const char *locale,
                        const uint16_t *text, int32_t length,
                        int32_t *offsets, uint8_t *hard, int32_t capacity);

/// Resolves the bidirectional embedding level of every UTF-16 code unit of
/// `text` (UAX #9). `base` is 0 (left-to-right), 1 (right-to-left) or -1 (from
/// the first strong character). Writes `length` levels to `levels`.
///
/// Returns the paragraph's base level (0 or 1), or a negative ICU error code.
int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, int32_t base, uint8_t *levels);

/// Whether the code point has the Unicode property Emoji_Presentation (drawn
/// as emoji by default).
int32_t cicu_is_emoji_presentation(uint32_t code_point);

/// Whether the code point has the Unicode property Emoji.
int32_t cicu_is_emoji(uint32_t code_point);

/// The ICU version string (for reports), e.g. "72.1".
const char *cicu_version(void);

#ifdef __cplusplus
}
#endif

#endif
