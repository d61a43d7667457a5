import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// IB's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth/Height`) is design time only,
/// but IB's canvas lays the view out with it as its intrinsic size. A table view centred in its
/// superview with nothing else setting its size is laid out by IB at its placeholder (KeePassium's
/// AutoFill setup message, in /work/unseen), so the recipe gives the table that intrinsic size and
/// warns that UIKit gives it none at run time. A view with a size of its own (an image view, a
/// label) is laid out at its placeholder in place of its image or text (ProtonVPN's 24 x 24 image
/// views showing a 128 x 128 image, seafile's 16-pt label stored 14 high); a text field whose
/// placeholder has an `infinite` axis keeps its own size without a word.
@Suite struct PlaceholderIntrinsicSizeTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Message""#, width: 320, height: 400,
          subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" placeholderIntrinsicWidth="288" placeholderIntrinsicHeight="150" alwaysBounceVertical="YES" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="16" y="125" width="288" height="150"/>
            </tableView>
            <textField opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="infinite" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """,
          constraints: """
            <constraint firstItem="table" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="t-x"/>
            <constraint firstItem="table" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="t-y"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="f-lead"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="f-top"/>
            """))
    ]
  ).xib

  @Test func aPlaceholderSizesAViewWithoutIntrinsicSizeAndIsWarned() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Message.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        "Message.xib:7: warning: <tableView id=\"table\">: Interface Builder lays this view out with a "
          + "placeholder intrinsic size of 288 x 150 (design time only), and so does the recipe; UIKit gives "
          + "it none at run time, so where its constraints rely on it the app's code must supply that size "
          + "(an intrinsicContentSize or constraints) or the view is ambiguous"
      ], "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    // Nothing is ambiguous: the table takes its 288 x 150 placeholder centred in 320 x 400, at
    // x (320 - 288) / 2 = 16, y (400 - 150) / 2 = 125 (the frame IB stored); the text field has its
    // own size (34 high, Xcode 15's rounded-rect field), not the placeholder's.
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["table"] == Rect(x: 16, y: 125, width: 288, height: 150))
    #expect(frames["field"]?.height == 34)
  }

  static let contentXib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Banner""#, width: 320, height: 200,
          subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" placeholderIntrinsicWidth="24" placeholderIntrinsicHeight="24" image="vpn" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="16" y="16" width="24" height="24"/>
            </imageView>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" placeholderIntrinsicWidth="230" placeholderIntrinsicHeight="14" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="16" y="60" width="230" height="14"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </label>
            """,
          constraints: """
            <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="i-lead"/>
            <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="i-top"/>
            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="n-lead"/>
            <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="n-top"/>
            """))
    ],
    resources: """
      <image name="vpn" width="128" height="128"/>
      """
  ).xib

  @Test func aPlaceholderReplacesAnImageOrATextSizeAndIsWarned() throws {
    let result = try ImportSupport.importDocument(
      text: Self.contentXib, name: "Banner.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    let said = { (line: Int, element: String, size: String) in
      "Banner.xib:\(line): warning: <\(element)>: Interface Builder lays this view out with a "
        + "placeholder intrinsic size of \(size) (design time only) in place of its content's size, and "
        + "so does the recipe; at run time UIKit sizes it by its content (its image, text or control), so "
        + "where its constraints leave the size to that content the app's layout differs from the "
        + "recipe's"
    }
    #expect(
      warnings == [said(7, "imageView id=\"icon\"", "24 x 24"), said(10, "label id=\"name\"", "230 x 14")],
      "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    // Only the leading and top edges are pinned, so each view takes its intrinsic size: the
    // placeholder's, not the image's 128 x 128 nor the 16-pt text's one line (19.5 high).
    let frames = scene.framesByIBID
    #expect(frames["icon"] == Rect(x: 16, y: 16, width: 24, height: 24))
    #expect(frames["name"] == Rect(x: 16, y: 60, width: 230, height: 14))
  }

  static let noneWideButtonXib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Footer""#, width: 375, height: 200,
          subviews: """
            <button opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="56" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                <rect key="frame" x="32" y="100" width="311" height="56"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                <state key="normal" title="BACK UP NOW"/>
            </button>
            """,
          constraints: """
            <constraint firstItem="save" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="s-lead"/>
            <constraint firstAttribute="trailing" secondItem="save" secondAttribute="trailing" constant="32" id="s-trail"/>
            <constraint firstAttribute="bottom" secondItem="save" secondAttribute="bottom" constant="44" id="s-bottom"/>
            """))
    ]
  ).xib

  /// IB's "None" on one side of a placeholder (`infinite`) on a view with content of its own: the
  /// other side replaces the content's size there, and there is none in the "None" axis, as on a
  /// plain view [read from stored frames: mewconnect-Backup's "BACK UP NOW" button, None x 56,
  /// stored 56 high where nothing else sets its height; its title alone gives a 17-pt line plus
  /// the rounded-rect button's insets, 34 high].
  @Test func aPlaceholderWithOneSideNoneReplacesTheContentSizeInTheOtherAxis() throws {
    let result = try ImportSupport.importDocument(
      text: Self.noneWideButtonXib, name: "Footer.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        "Footer.xib:7: warning: <button id=\"save\">: Interface Builder lays this view out with a "
          + "placeholder intrinsic size of none x 56 (design time only) in place of its content's size, and "
          + "so does the recipe; at run time UIKit sizes it by its content (its image, text or control), so "
          + "where its constraints leave the size to that content the app's layout differs from the "
          + "recipe's"
      ], "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    // 375 - 2 x 32 = 311 wide by its constraints; 56 high by the placeholder, its bottom 44 above
    // the root's (200 - 44 - 56 = 100): the frame IB stored.
    #expect(scene.framesByIBID["save"] == Rect(x: 32, y: 100, width: 311, height: 56))
  }
}
