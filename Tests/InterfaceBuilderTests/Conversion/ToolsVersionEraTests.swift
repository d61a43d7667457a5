import Testing

@testable import InterfaceBuilder

/// The toolsVersion eras the importer reads (docs/interface-builder.md, "toolsVersion 32700.99.1234
/// is Xcode 15.3 and 15.4"): that number is a family of its own, placed by name, not by size. A
/// number of 30000 and above outside the family is one no Xcode has written: read as current, as a
/// document without a toolsVersion is (second read B5; before, any such number was Xcode 15's).
@Suite struct ToolsVersionEraTests {
  @Test(
    "the 32700.99.1234 family is Xcode 15.3 and 15.4, and only that family",
    arguments: [
      ("32700.99.1234", true), ("32700.1", true), ("32700", false), ("30000", false), ("31000.5", false),
      ("24506", false), ("22505", false), ("", false),
    ])
  func placeholderFamily(tools: String, expected: Bool) {
    #expect(SceneConverter.isXcode15PlaceholderVersion(tools) == expected, "\(tools)")
  }

  @Test("no toolsVersion is no family")
  func noToolsVersion() {
    #expect(!SceneConverter.isXcode15PlaceholderVersion(nil))
    #expect(!SceneConverter.isBeforeXcode16(nil))
  }

  /// Before Xcode 16: below 23000 (Xcode 15.2 writes 22505, Xcode 16.0 23094), or the family.
  /// A number of 30000 and above outside it is current, so not before Xcode 16, and not Xcode 26
  /// either (24000 to 29999).
  @Test(
    "the eras around the family",
    arguments: [
      ("22505", true, false), ("23094", false, false), ("24506", false, true), ("32700.99.1234", true, false),
      ("31000", false, false), ("30000.1", false, false),
    ])
  func eras(tools: String, beforeXcode16: Bool, xcode26: Bool) {
    #expect(SceneConverter.isBeforeXcode16(tools) == beforeXcode16, "\(tools)")
    #expect(SceneConverter.isXcode26(tools) == xcode26, "\(tools)")
  }
}
