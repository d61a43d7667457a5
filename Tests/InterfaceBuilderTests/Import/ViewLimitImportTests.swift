import Foundation
import Testing

@testable import InterfaceBuilder

/// A scene over the view limit (`ImportOptions.maximumViews`, `--max-views`) is refused before it
/// is converted (second read of review37, L12), with the limit's message and hint, located at the
/// scene's element; a scene at the limit is imported.
@Suite struct ViewLimitImportTests {
  /// A xib whose top-level view (line 7) holds `count` plain views, each on its own line, the
  /// first holding one more (a view inside a view counts too).
  static func document(views count: Int) -> Data {
    let views = (1..<count).map {
      "<view contentMode=\"scaleToFill\" id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"10\" height=\"1\"/></view>"
    }
    let inner =
      "<view contentMode=\"scaleToFill\" id=\"v0\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"1\"/>"
      + "<subviews>\(views.first ?? "")</subviews></view>"
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="root" userLabel="Many">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <subviews>
      \(([inner] + views.dropFirst()).joined(separator: "\n"))
                  </subviews>
              </view>
          </objects>
      </document>
      """
    return Data(xml.utf8)
  }

  @Test("2,001 views with a limit of 2,000: refused at the scene's line before conversion")
  func overTheLimit() throws {
    var options = ImportOptions(scene: .canvas)
    options.maximumViews = 2_000
    #expect(
      throws: IBImportError(
        fileName: "many.xib", line: 7,
        message: "the scene \"Many\" is over a limit: too many views: it has more than 2000"
          + "\nhint: the limit is 2000 views; --max-views N raises it (README, \"Limits\")")
    ) {
      try IBImporter.importDocument(Self.document(views: 2_001), fileName: "many.xib", options: options)
    }
  }

  @Test("a view inside a view counts: 3 views with a limit of 2 are refused, with a limit of 3 imported")
  func nestedViewsCount() throws {
    var options = ImportOptions(scene: .canvas)
    options.maximumViews = 2
    #expect(throws: IBImportError.self) {
      try IBImporter.importDocument(Self.document(views: 3), fileName: "few.xib", options: options)
    }
    options.maximumViews = 3
    let result = try IBImporter.importDocument(Self.document(views: 3), fileName: "few.xib", options: options)
    #expect(result.recipes.count == 1)
  }
}
