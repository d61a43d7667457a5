import CCairo
import CFreeType
import Synchronization

/// The renderer's own FreeType library and faces, loaded by path (never through fontconfig) and
/// kept for the life of the process.
///
/// Faces are never shared with Typesetting (REFERENCE §8: sizes interfere). Each font file gets two
/// faces here: one handed to Cairo for drawing, one kept for reading outlines (SVG), because Cairo
/// sets its own size on the face it draws with. All FreeType calls happen under the mutex; Cairo
/// locks the face it owns by itself.
final class FontFaceStore: @unchecked Sendable {
  /// The process-wide store.
  static let shared = FontFaceStore()

  private struct State {
    var library: FT_Library?
    var cairoFaces: [FontReference: OpaquePointer] = [:]
    var outlineFaces: [FontReference: FT_Face] = [:]
    var outlines: [GlyphKey: GlyphOutline] = [:]
    var familyNames: [FontReference: String] = [:]
  }

  private struct GlyphKey: Hashable {
    var font: FontReference
    var glyph: UInt32
  }

  private let state = Mutex(State())

  private init() {
    state.withLock { st in
      var lib: FT_Library?
      guard FT_Init_FreeType(&lib) == 0, let lib else { return }
      // Pin what FREETYPE_PROPERTIES in the environment could change (REFERENCE §6).
      var off: FT_Bool = 1
      _ = FT_Property_Set(lib, "cff", "no-stem-darkening", &off)
      _ = FT_Property_Set(lib, "autofitter", "no-stem-darkening", &off)
      var engine = FT_UInt(1)  // FT_HINTING_ADOBE (ftdriver.h is not in the module map)
      _ = FT_Property_Set(lib, "cff", "hinting-engine", &engine)
      var interpreter = FT_UInt(40)  // TT_INTERPRETER_VERSION_40
      _ = FT_Property_Set(lib, "truetype", "interpreter-version", &interpreter)
      st.library = lib
    }
  }

  private static func openFace(_ font: FontReference, library: FT_Library) -> FT_Face? {
    var face: FT_Face?
    guard FT_New_Face(library, font.path, FT_Long(font.faceIndex), &face) == 0 else { return nil }
    return face
  }

  /// A Cairo font face for drawing this font, or nil when the file cannot be loaded.
  ///
  /// The returned face stays alive for the process; callers must not destroy it.
  func cairoFace(_ font: FontReference) -> OpaquePointer? {
    state.withLock { st in
      if let face = st.cairoFaces[font] { return face }
      guard let lib = st.library, let ftFace = Self.openFace(font, library: lib) else { return nil }
      guard let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, 0) else { return nil }
      // Cairo does not own the FT_Face: release it with the Cairo face (REFERENCE §8).
      // The callback captures nothing.
      let status = cairo_font_face_set_user_data(
        cairoFace, &FontFaceStore.faceKey, UnsafeMutableRawPointer(ftFace)
      ) { raw in
        if let raw { FT_Done_Face(raw.assumingMemoryBound(to: FT_FaceRec_.self)) }
      }
      if status != CAIRO_STATUS_SUCCESS {
        cairo_font_face_destroy(cairoFace)
        FT_Done_Face(ftFace)
        return nil
      }
      st.cairoFaces[font] = cairoFace
      return cairoFace
    }
  }

  nonisolated(unsafe) private static var faceKey = cairo_user_data_key_t()

  /// The outline of one glyph in font units (y up), cached; nil when the font cannot be loaded.
  func outline(font: FontReference, glyph: UInt32) -> GlyphOutline? {
    state.withLock { st in
      let key = GlyphKey(font: font, glyph: glyph)
      if let cached = st.outlines[key] { return cached }
      guard let face = Self.outlineFace(font, state: &st) else { return nil }
      let loadFlags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
      guard FT_Load_Glyph(face, FT_UInt(glyph), loadFlags) == 0, let slot = face.pointee.glyph else {
        return nil
      }
      let outline = GlyphOutline(
        outline: slot.pointee.outline, unitsPerEm: Double(face.pointee.units_per_EM))
      st.outlines[key] = outline
      return outline
    }
  }

  /// The font's family name as the file states it (for the SVG's selectable text).
  func familyName(_ font: FontReference) -> String {
    state.withLock { st in
      if let name = st.familyNames[font] { return name }
      var name = "sans-serif"
      if let face = Self.outlineFace(font, state: &st), let family = face.pointee.family_name {
        name = String(cString: family)
      }
      st.familyNames[font] = name
      return name
    }
  }

  private static func outlineFace(_ font: FontReference, state st: inout State) -> FT_Face? {
    if let face = st.outlineFaces[font] { return face }
    guard let lib = st.library, let face = openFace(font, library: lib) else { return nil }
    st.outlineFaces[font] = face
    return face
  }
}
