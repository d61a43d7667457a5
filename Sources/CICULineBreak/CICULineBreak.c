#include "CICULineBreak.h"

#include <unicode/ubrk.h>
#include <unicode/uversion.h>

int32_t cicu_boundaries(cicu_boundary_kind kind, const char *locale,
                        const uint16_t *text, int32_t length,
                        int32_t *offsets, uint8_t *hard, int32_t capacity) {
  if (length <= 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIteratorType type = kind == CICU_BOUNDARY_LINE ? UBRK_LINE : UBRK_CHARACTER;
  UBreakIterator *it = ubrk_open(type, locale ? locale : "", (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return -(int32_t)status;
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
  ubrk_close(it);
  return count;
}

const char *cicu_version(void) {
  static char buffer[U_MAX_VERSION_STRING_LENGTH];
  UVersionInfo info;
  u_getVersion(info);
  u_versionToString(info, buffer);
  return buffer;
}
