import Foundation

extension FontLibrary {
  /// The private fontconfig configuration over the pinned font set (`PinnedFont.standardSet`):
  /// generic families pinned to those fonts and a fixed fallback order (Inter, DejaVu Sans,
  /// WenQuanYi Micro Hei for CJK, Noto Color Emoji), so the answers depend neither on the user's
  /// settings, the distribution's conf.d rules, nor on any other font installed on the machine.
  public static let defaultConfigurationXML = configurationXML(pinned: PinnedFont.standardSet)

  /// A configuration that sees exactly the font files `pinned` (plus nothing else in their
  /// folders: every other file is rejected by a `selectfont` rule) with the fallback rule below.
  ///
  /// The fallback rule for a family outside the set (reported as `FontWarning.fallback`):
  /// families with a metric-compatible stand-in in the set go to it (Arial and Helvetica to
  /// Liberation Sans, Times New Roman and Times to Liberation Serif, Courier New and Courier to
  /// Liberation Mono: the same advance widths), other serif names (Palatino, Georgia, and Times
  /// without Liberation Serif) to DejaVu Serif, other monospaced names (Menlo, SF Mono) to DejaVu
  /// Sans Mono, every other name to Inter; characters the chosen font lacks come from DejaVu Sans,
  /// WenQuanYi Micro Hei, then Noto Color Emoji.
  public static func configurationXML(pinned: [PinnedFont]) -> String {
    var folders: [String] = []
    for font in pinned {
      let folder = (font.path as NSString).deletingLastPathComponent
      if !folders.contains(folder) { folders.append(folder) }
    }
    var xml = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>

      """
    for folder in folders { xml += "  <dir>\(escaped(folder))</dir>\n" }
    xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n"
    xml += "  <selectfont>\n    <acceptfont>\n"
    for font in pinned { xml += "      <glob>\(escaped(font.path))</glob>\n" }
    xml += "    </acceptfont>\n    <rejectfont><glob>*</glob></rejectfont>\n  </selectfont>\n"
    xml += rulesXML
    xml += "</fontconfig>\n"
    return xml
  }

  /// Checks that `path` holds a font face HarfBuzz can open (face 0), as a font file given by path
  /// must before it joins the pinned set. The faces' families are read in the same pass and
  /// remembered (`families(ofFontFile:)`), so joining the file to the set reads it no more.
  /// - Throws: `unreadableFile` when it cannot be read, `notAFont` when it holds no font face.
  public static func checkFontFile(atPath path: String) throws(TypesettingError) {
    _ = try faceFamilies(path).get()
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// Aliases, generic families and the fallback order (see `configurationXML(pinned:)`).
  private static let rulesXML = """
    <alias binding="same">
      <family>Palatino</family>
      <default><family>serif</family></default>
    </alias>
    <alias binding="same"><family>Georgia</family><default><family>serif</family></default></alias>
    <alias binding="same"><family>Menlo</family><default><family>monospace</family></default></alias>
    <!-- Metric-compatible stand-ins (fonts-liberation2: the advance widths of Arial, Times New
         Roman and Courier New; Helvetica's and Times's are Arial's and Times New Roman's, and
         Courier's are Courier New's 0.6 em), then the generic family when they are missing. -->
    <alias binding="same">
      <family>Arial</family>
      <prefer><family>Liberation Sans</family></prefer>
    </alias>
    <alias binding="same">
      <family>Helvetica</family>
      <prefer><family>Liberation Sans</family></prefer>
    </alias>
    <alias binding="same">
      <family>Times New Roman</family>
      <prefer><family>Liberation Serif</family></prefer>
      <default><family>serif</family></default>
    </alias>
    <alias binding="same">
      <family>Times</family>
      <prefer><family>Liberation Serif</family></prefer>
      <default><family>serif</family></default>
    </alias>
    <alias binding="same">
      <family>Courier New</family>
      <prefer><family>Liberation Mono</family></prefer>
      <default><family>monospace</family></default>
    </alias>
    <alias binding="same">
      <family>Courier</family>
      <prefer><family>Liberation Mono</family></prefer>
      <default><family>monospace</family></default>
    </alias>
    <alias binding="same"><family>SF Mono</family><default><family>monospace</family></default></alias>
    <!-- Colour bitmap fonts (Noto Color Emoji) scale to the requested size, as Debian's
         10-scale-bitmap-fonts.conf does. HarfBuzz measurement does not need this; Pango and
         Cairo going through fontconfig with this configuration do. -->
    <match target="font">
      <test name="outline" compare="eq"><bool>false</bool></test>
      <edit name="pixelsizefixupfactor" mode="assign">
        <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
      </edit>
    </match>
    <match target="font">
      <test name="outline" compare="eq"><bool>false</bool></test>
      <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
      <edit name="matrix" mode="assign">
        <times>
          <name>matrix</name>
          <matrix>
            <name>pixelsizefixupfactor</name> <double>0</double>
            <double>0</double> <name>pixelsizefixupfactor</name>
          </matrix>
        </times>
      </edit>
      <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
    </match>
    <match target="pattern">
      <edit name="family" mode="append_last"><string>sans-serif</string></edit>
    </match>
    <alias binding="same">
      <family>system-ui</family>
      <prefer><family>Inter</family></prefer>
    </alias>
    <alias binding="same">
      <family>serif</family>
      <prefer><family>DejaVu Serif</family></prefer>
    </alias>
    <alias binding="same">
      <family>monospace</family>
      <prefer><family>DejaVu Sans Mono</family></prefer>
    </alias>
    <alias binding="same">
      <family>emoji</family>
      <prefer><family>Noto Color Emoji</family></prefer>
    </alias>
    <alias binding="same">
      <family>sans-serif</family>
      <prefer>
        <family>Inter</family>
        <family>DejaVu Sans</family>
        <family>WenQuanYi Micro Hei</family>
        <family>Noto Color Emoji</family>
      </prefer>
    </alias>
    """
}
