#include "CICULineBreak.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

// One iterator per kind and thread for the root locale: ubrk_open copies the
// rules and costs tens of microseconds, ubrk_setText almost nothing.
static _Thread_local UBreakIterator *cached[2];

int32_t cicu_boundaries(cicu_boundary_kind kind, const char *locale,
                        const uint16_t *text, int32_t length,
                        int32_t *offsets, uint8_t *hard, int32_t capacity) {
  if (length <= 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIteratorType type = kind == CICU_BOUNDARY_LINE ? UBRK_LINE : UBRK_CHARACTER;
  int slot = kind == CICU_BOUNDARY_LINE ? 0 : 1;
  int reuse = locale == 0 || locale[0] == 0;
  UBreakIterator *it = 0;
  if (reuse && cached[slot]) {
    it = cached[slot];
    ubrk_setText(it, (const UChar *)text, length, &status);
  } else {
    it = ubrk_open(type, locale ? locale : "", (const UChar *)text, length, &status);
    if (reuse && U_SUCCESS(status)) cached[slot] = it;
  }
  if (U_FAILURE(status)) {
    if (it) {
      if (cached[slot] == it) cached[slot] = 0;
      ubrk_close(it);
    }
    return -(int32_t)status;
  }
  int32_t count = 0;
  ubrk_first(it);
  for (int32_t b = ubrk_next(it); b != UBRK_DONE; b = ubrk_next(it)) {
    if (count < capacity) {
      offsets[count] = b;
      if (hard) {
        int32_t rule = kind == CICU_BOUNDARY_LINE ? ubrk_getRuleStatus(it) : 0;
        hard[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
      }
    }
    count++;
  }
  // Drop the reference to the caller's buffer: it may be freed after we return.
  if (reuse) {
    static const UChar empty[1] = {0};
    UErrorCode ignored = U_ZERO_ERROR;
    ubrk_setText(it, empty, 0, &ignored);
  } else {
    ubrk_close(it);
  }
  return count;
}

int32_t cicu_bidi_levels(const uint16_t *text, int32_t length, int32_t base, uint8_t *levels) {
  if (length <= 0) return base == 1 ? 1 : 0;
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status)) return -(int32_t)status;
  UBiDiLevel paraLevel = base == 1 ? 1 : base == 0 ? 0 : UBIDI_DEFAULT_LTR;
  ubidi_setPara(bidi, (const UChar *)text, length, paraLevel, 0, &status);
  if (U_FAILURE(status)) {
    ubidi_close(bidi);
    return -(int32_t)status;
  }
  const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
  if (U_FAILURE(status)) {
    ubidi_close(bidi);
    return -(int32_t)status;
  }
  for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
  int32_t result = ubidi_getParaLevel(bidi) & 1;
  ubidi_close(bidi);
  return result;
}

int32_t cicu_is_emoji_presentation(uint32_t code_point) {
  return u_hasBinaryProperty((UChar32)code_point, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

int32_t cicu_is_emoji(uint32_t code_point) {
  return u_hasBinaryProperty((UChar32)code_point, UCHAR_EMOJI) ? 1 : 0;
}

const char *cicu_version(void) {
  static char buffer[U_MAX_VERSION_STRING_LENGTH];
  UVersionInfo info;
  u_getVersion(info);
  u_versionToString(info, buffer);
  return buffer;
}
