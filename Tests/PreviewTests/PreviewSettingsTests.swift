import Testing

@testable import Preview

/// The page's settings as a query string: read, refused with a message, written back.
struct PreviewSettingsTests {
  @Test func readsEveryParameter() throws {
    let settings = try PreviewSettings(
      query: "scene=2&variant=1&width=480.5&height=700&dt=XXL&theme=dark&x=ignored")
    #expect(settings.scene == 2)
    #expect(settings.variant == 1)
    #expect(settings.width == 480.5)
    #expect(settings.height == 700)
    #expect(settings.dynamicType == .extraExtraLarge)
    #expect(settings.theme == .dark)
    #expect(settings.query == "scene=2&variant=1&width=480.5&height=700&dt=xxL&theme=dark")
  }

  @Test func anEmptyQueryIsTheRecipesOwn() throws {
    let settings = try PreviewSettings(query: "")
    #expect(settings == PreviewSettings())
    #expect(settings.query == "")
    #expect(try PreviewSettings(query: "width=&dt=") == PreviewSettings())
  }

  @Test(arguments: [
    ("width=0", "width must be a number of points from 1 to 4096"),
    ("width=5000", "width must be a number of points from 1 to 4096"),
    ("width=nan", "width must be a number of points"),
    ("height=-3", "height must be a number of points"),
    ("scene=-1", "scene must be a whole number from 0"),
    ("variant=1.5", "variant must be a whole number from 0"),
    ("variant=99999999999", "variant must be a whole number from 0"),
    ("dt=huge", "dt must be one of xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5, not \"huge\""),
    ("theme=sepia", "theme must be light or dark, not \"sepia\""),
  ])
  func refusesWithAMessage(query: String, message: String) {
    #expect {
      _ = try PreviewSettings(query: query)
    } throws: { error in
      (error as? PreviewRequestError)?.message.hasPrefix(message) == true
    }
  }

  @Test func aShownValueIsShortAndPrintable() {
    #expect(PreviewSettings.shown("a\u{1B}[31mb") == "\"a?[31mb\"")
    #expect(
      PreviewSettings.shown(String(repeating: "x", count: 50)) == "\"" + String(repeating: "x", count: 40)
        + "...\"")
  }
}
