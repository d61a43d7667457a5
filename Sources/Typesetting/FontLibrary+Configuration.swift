extension FontLibrary {
  /// The private fontconfig configuration: system font directories and their caches, generic
  /// families pinned to installed fonts, and a fixed fallback order (Inter, DejaVu Sans,
  /// WenQuanYi Micro Hei for CJK, Noto Color Emoji), so the answers do not depend on the user's
  /// settings or the distribution's conf.d rules.
  ///
  /// Families that are not installed (Palatino, Helvetica, ...) end in the fallback list and are
  /// reported as fallback; serif look-alikes first go to the serif family.
  public static let defaultConfigurationXML = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <dir>/usr/share/fonts</dir>
      <dir>/usr/local/share/fonts</dir>
      <cachedir>/var/cache/fontconfig</cachedir>
      <alias binding="same">
        <family>Palatino</family>
        <accept><family>TeX Gyre Pagella</family><family>P052</family></accept>
        <default><family>serif</family></default>
      </alias>
      <alias binding="same"><family>Times</family><default><family>serif</family></default></alias>
      <alias binding="same"><family>Times New Roman</family><default><family>serif</family></default></alias>
      <alias binding="same"><family>Georgia</family><default><family>serif</family></default></alias>
      <alias binding="same"><family>Menlo</family><default><family>monospace</family></default></alias>
      <alias binding="same"><family>Courier</family><default><family>monospace</family></default></alias>
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
    </fontconfig>
    """
}
