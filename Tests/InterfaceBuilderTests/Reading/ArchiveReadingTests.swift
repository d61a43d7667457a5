import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Legacy archives of Xcode 3 and 4 (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`)
/// are read into the same document model as the document format (docs/interface-builder.md,
/// "Xcode 4 archives"). The fixtures are hand written, one per feature: `LegacyFrames.xib`
/// (frames, hierarchy, objects first encoded under a sibling's `NSNextKeyView`, content),
/// `LegacyConstraints.xib` (Xcode 4.5 constraints and their object records),
/// `LegacyControllers.xib` (a window, a navigation controller's child, an unknown class, a
/// malformed frame). Expected frames are the fixtures' stored `NSFrame`s made relative to the
/// root, the scene (each view's origin plus its superviews' below the root), or the constraints'
/// algebra.
@Suite struct ArchiveReadingTests {
  /// The solved frame of `id`, in its scene: the root's coordinates (the root is the scene).
  func frame(_ frames: [String: Rect], _ id: String) throws -> Rect {
    try #require(frames[id], "no view \(id) in \(frames.keys.sorted())")
  }

  func document(_ name: String) throws -> IBDocument {
    try IBDocumentReader.read(try ImportSupport.fixture(name), fileName: name)
  }

  /// Views without constraints keep their stored frames (autoresizing), nested frames add up:
  /// the image view at the card's origin (`NSFrameSize` only) is at (20, 120), the text field
  /// at (20 + 10, 120 + 60).
  @Test func framesAndHierarchyAreTheStoredOnes() throws {
    let frames = try ImportSupport.fixtureFramesByIBID("LegacyFrames.xib", sceneCount: 1)
    #expect(try frame(frames, "101") == Rect(x: 20, y: 20, width: 280, height: 21))
    #expect(try frame(frames, "102") == Rect(x: 20, y: 60, width: 100, height: 37))
    #expect(try frame(frames, "103") == Rect(x: 20, y: 120, width: 280, height: 200))
    #expect(try frame(frames, "104") == Rect(x: 20, y: 120, width: 100, height: 50))
    #expect(try frame(frames, "105") == Rect(x: 30, y: 180, width: 200, height: 31))
    let recipe = try #require(try ImportSupport.importFixture("LegacyFrames.xib").recipes.first)
    #expect(recipe.text.contains("scene 320 x 460"), "\(recipe.text)")
  }

  /// Kinds, texts (a base64 placeholder decoded), fonts, alignment, lines, button type and title,
  /// image, border, designer name, custom class and the hidden bit of `NSvFlags`; the File's
  /// Owner's `view` outlet makes the root a controller's view.
  @Test func contentIsRead() throws {
    let document = try document("LegacyFrames.xib")
    #expect(document.kind == .xib)
    #expect(document.toolsVersion == "2840")
    let scene = try #require(document.scenes.first)
    #expect(document.scenes.count == 1)
    #expect(scene.container == .viewController)
    let views = [scene.root] + scene.root.allDescendants
    #expect(views.map(\.element) == ["view", "label", "button", "view", "imageView", "textField"])
    let label = views[1]
    #expect(label.text == "Name")
    #expect(label.textAlignment == "center")
    #expect(label.numberOfLines == 2)
    #expect(label.font?.type == "boldSystem" && label.font?.pointSize == 17)
    #expect(views[2].title == "Go" && views[2].buttonType == "roundedRect")
    #expect(views[3].userLabel == "Card" && views[3].customClass == "CardView" && views[3].isHidden)
    #expect(!views[1].isHidden)
    #expect(views[4].imageName == "logo.png")
    #expect(views[5].placeholder == "Café" && views[5].borderStyle == "roundedRect")
    #expect(views[5].font?.name == "Helvetica" && views[5].font?.pointSize == 14)
  }

  /// Xcode 4.5's constraints: label leading and top 20 in the root, 100 x 21; the box 8 (IB's
  /// standard spacing, `IBNSLayoutSymbolicConstant`) after the label, 20 before the root's
  /// trailing edge, at the label's top, 21 high: x 20 + 100 + 8 = 128, width 320 - 20 - 128 =
  /// 172. A constraint with an attribute NSLayoutAttribute does not have is a located warning.
  @Test func constraintsAreSolved() throws {
    let result = try ImportSupport.importFixture("LegacyConstraints.xib")
    let scenes = try ImportSupport.solvedScenes(result, variant: .canvas)
    let frames = try #require(scenes.first?.framesByIBID)
    #expect(scenes.count == 1)
    #expect(try frame(frames, "201") == Rect(x: 20, y: 20, width: 100, height: 21))
    #expect(try frame(frames, "202") == Rect(x: 128, y: 20, width: 172, height: 21))
    let warning = try #require(result.warnings.first { $0.message.contains("firstAttribute 42") })
    #expect(warning.line == 103)
    #expect(warning.fileName == "LegacyConstraints.xib")

    let document = try document("LegacyConstraints.xib")
    let root = try #require(document.scenes.first?.root)
    let symbolic = try #require(root.constraints.first { $0.id == "305" })
    #expect(symbolic.symbolic && symbolic.constant == 8)
    #expect(symbolic.firstAttribute == "leading" && symbolic.secondAttribute == "trailing")
    #expect(root.constraints.map(\.id.rawValue) == ["301", "302", "305", "306", "307"])
    #expect(root.subviews.map(\.translatesAutoresizingMask) == [false, false])
    let width = try #require(root.subviews.first?.constraints.first)
    #expect(width.firstAttribute == "width" && width.secondItem == nil && width.constant == 100)
  }

  /// Without the object records' metadata (Xcode 4.5 before it wrote them), a constraint belongs
  /// to its `containingView`.
  @Test func constraintsFallBackToTheirContainingView() throws {
    var text = String(decoding: try ImportSupport.fixture("LegacyConstraints.xib"), as: UTF8.self)
    let start = try #require(
      text.range(of: #"<dictionary class="NSMutableDictionary" key="flattenedProperties">"#))
    let end = try #require(text.range(of: "</dictionary>"))
    text.removeSubrange(start.lowerBound..<end.upperBound)
    #expect(!text.contains("IBViewMetadata"))
    let document = try IBDocumentReader.read(Data(text.utf8), fileName: "LegacyConstraints.xib")
    let root = try #require(document.scenes.first?.root)
    #expect(root.constraints.map(\.id.rawValue) == ["301", "302", "305", "306", "307"])
    #expect(root.subviews.first?.constraints.map(\.id.rawValue) == ["303", "304"])
    #expect(root.subviews.last?.constraints.map(\.id.rawValue) == ["308"])
  }

  /// A window is laid out as a top-level view; a navigation controller's child with its view is
  /// a controller scene of its own (the container is warned); a class the importer has no kind
  /// for keeps its frame and is warned; a malformed `NSFrame` is a located warning.
  @Test func controllersWindowsAndUnknownClasses() throws {
    let result = try ImportSupport.importFixture("LegacyControllers.xib")
    #expect(result.recipes.count == 2, "\(result.recipes.map(\.name))")
    let scenes = try ImportSupport.solvedScenes(result, variant: .canvas)
    let frames = scenes.reduce(into: [String: Rect]()) { $0.merge($1.framesByIBID) { a, _ in a } }
    #expect(try frame(frames, "401") == Rect(x: 10, y: 30, width: 50, height: 40))
    #expect(try frame(frames, "503") == Rect(x: 20, y: 100, width: 200, height: 21))
    let messages = result.warnings.map { "\($0.line): \($0.message)" }
    #expect(messages.contains { $0.hasPrefix("27: a navigationController has no layout") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("20: the frame is not of the form") }, "\(messages)")
    #expect(messages.contains { $0.contains("fancyView") }, "\(messages)")
  }

  /// An archive names views by reference, so a hostile one can place a view inside itself or
  /// nest views deeper than any XML: a view met again is a located warning and skipped there, and
  /// views deeper than the reader's nesting limit (250 views, its 500 elements) are skipped with
  /// a warning; nothing recurses without end.
  @Test func cyclesAndDeepReferenceChainsAreWarnedNotFollowed() throws {
    func archive(_ objects: String, roots: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <data>
      <array key="Pool">\(objects)</array>
      <array key="IBDocument.RootObjects">\(roots)</array>
      </data>
      </archive>
      """
    }
    func view(_ id: Int, subview: Int?) -> String {
      let subviews = subview.map { #"<array key="NSSubviews"><reference ref="\#($0)"/></array>"# } ?? ""
      return
        #"<object class="IBUIView" id="\#(id)"><string key="NSFrameSize">{10, 10}</string>\#(subviews)</object>"#
    }
    // 1 holds 2, which holds 1 again.
    let cycle = archive(view(1, subview: 2) + view(2, subview: 1), roots: #"<reference ref="1"/>"#)
    let looped = try IBDocumentReader.read(Data(cycle.utf8), fileName: "cycle.xib")
    #expect(looped.scenes.count == 1)
    #expect(looped.scenes.first?.root.allDescendants.map(\.id.rawValue) == ["2"])
    #expect(
      looped.warnings.contains { $0.message.contains("already placed elsewhere") }, "\(looped.warnings)")
    // A chain of 300 views, each the only subview of the one before, written flat.
    let chain = (1...300).map { view($0, subview: $0 < 300 ? $0 + 1 : nil) }.joined()
    let deep = try IBDocumentReader.read(
      Data(archive(chain, roots: #"<reference ref="1"/>"#).utf8), fileName: "deep.xib")
    #expect(deep.scenes.first?.root.allDescendants.count == 250)
    #expect(deep.warnings.contains { $0.message.contains("nest more than 250 levels") }, "\(deep.warnings)")
  }

  /// Hostile numbers and shared constraint arrays (the stop's second read, B1 and B2): a number
  /// no 32-bit integer holds (`1e300` lines, `1e19` view flags, a constraint attribute of `1e19`)
  /// is read as absent, never converted with a trap; a constraint array shared by reference
  /// among three views is installed once, on the first view that lists it.
  @Test func hostileNumbersAndSharedConstraintArrays() throws {
    let shared =
      #"<array key="IBUIViewAutolayoutConstraints"><reference ref="9"/><reference ref="10"/></array>"#
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <data>
      <array key="Pool">
      <object class="IBUIView" id="1"><string key="NSFrameSize">{100, 100}</string>\
      <array key="NSSubviews"><reference ref="2"/><reference ref="3"/></array>\(shared)</object>
      <object class="IBUILabel" id="2"><string key="NSFrame">{{10, 10}, {40, 20}}</string>\
      <int key="IBUINumberOfLines">1e300</int><int key="NSvFlags">1e19</int>\(shared)</object>
      <object class="IBUIView" id="3"><string key="NSFrame">{{10, 50}, {40, 20}}</string>\(shared)</object>
      <object class="IBNSLayoutConstraint" id="9"><reference key="firstItem" ref="3"/>\
      <int key="firstAttribute">7</int><int key="relation">0</int><int key="secondAttribute">0</int>\
      <float key="multiplier">1</float><object class="IBLayoutConstant" key="constant">\
      <double key="value">40</double></object><float key="priority">1000</float></object>
      <object class="IBNSLayoutConstraint" id="10"><reference key="firstItem" ref="3"/>\
      <int key="firstAttribute">1e19</int><int key="relation">0</int><int key="secondAttribute">0</int>\
      <float key="multiplier">1</float><object class="IBLayoutConstant" key="constant">\
      <double key="value">40</double></object><float key="priority">1000</float></object>
      </array>
      <array key="IBDocument.RootObjects"><reference ref="1"/></array>
      </data>
      </archive>
      """
    let document = try IBDocumentReader.read(Data(text.utf8), fileName: "hostile.xib")
    let root = try #require(document.scenes.first?.root)
    let label = try #require(root.allDescendants.first { $0.id.rawValue == "2" })
    #expect(label.numberOfLines == nil)
    #expect(!label.isHidden)
    let all = [root] + root.allDescendants
    // Constraint 9 (the width) once; constraint 10 (attribute 1e19) is no constraint.
    #expect(all.map(\.constraints.count).reduce(0, +) == 1, "\(all.map(\.constraints))")
  }

  /// An iOS 6 rounded-rect button with a title is padded as iOS 6 drew it: 12 at each side and 13
  /// above and below its title (docs/interface-builder.md, "Xcode 4 archives"). The bold 15-point
  /// "Button" below, held at (20, 8) by its leading edge and top, its size by nothing: its
  /// height is the system font's 15-point line, 17.900390625, plus 26, rounded up to whole
  /// points, 44 (the iOS 7 system button the document format's `roundedRect` is gave 30); its
  /// width is its title's plus 24. A rounded-rect button without a title keeps no padding.
  @Test func iOS6RoundedRectButtonsArePadded() throws {
    func constraint(_ id: Int, _ first: Int, _ attribute: Int, _ second: Int?, _ constant: Double) -> String {
      let secondItem = second.map { #"<reference key="secondItem" ref="\#($0)"/>"# } ?? ""
      return #"""
        <object class="IBNSLayoutConstraint" id="\#(id)"><reference key="firstItem" ref="\#(first)"/>\#
        <int key="firstAttribute">\#(attribute)</int><int key="relation">0</int>\#(secondItem)\#
        <int key="secondAttribute">\#(second == nil ? 0 : attribute)</int><float key="multiplier">1</float>\#
        <object class="IBLayoutConstant" key="constant"><double key="value">\#(constant)</double></object>\#
        <float key="priority">1000</float><reference key="containingView" ref="1"/></object>
        """#
    }
    func button(_ id: Int, title: String?) -> String {
      let titled = title.map { #"<string key="IBUINormalTitle">\#($0)</string>"# } ?? ""
      return #"""
        <object class="IBUIButton" id="\#(id)"><string key="NSFrame">{{20, 8}, {73, 44}}</string>\#
        <int key="IBUIButtonType">1</int>\#(titled)<object class="IBUIFontDescription" key="IBUIFontDescription">\#
        <int key="type">2</int><double key="pointSize">15</double></object></object>
        """#
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <data>
      <string key="IBDocument.InterfaceBuilderVersion">3084</string>
      <array key="Pool">
      <object class="IBUIView" id="1"><string key="NSFrameSize">{320, 100}</string>\
      <array key="NSSubviews"><reference ref="2"/><reference ref="3"/></array></object>
      \(button(2, title: "Button"))
      \(button(3, title: nil))
      \(constraint(11, 2, 5, 1, 20))\(constraint(12, 2, 3, 1, 8))
      </array>
      <array key="IBDocument.RootObjects"><reference ref="1"/></array>
      <object class="IBObjectContainer" key="IBDocument.Objects">
      <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
      <object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="2"/></object>
      </array></object>
      <dictionary class="NSMutableDictionary" key="flattenedProperties">
      <boolean value="NO" key="5.IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"/>
      </dictionary>
      </object>
      <bool key="IBDocument.UseAutolayout">YES</bool>
      </data>
      </archive>
      """
    let document = try IBDocumentReader.read(Data(text.utf8), fileName: "rounded.xib")
    let views = try #require(document.scenes.first?.root.subviews)
    #expect(views.map(\.contentEdgeInsets) == [EdgeInsets(top: 13, left: 12, bottom: 13, right: 12), nil])
    let result = try ImportSupport.importDocument(text: text, name: "rounded.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("contentInsets 13 12 13 12"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe, variant: .canvas).framesByIBID
    let padded = try frame(frames, "2")
    #expect(padded.minX == 20 && padded.minY == 8 && padded.height == 44, "\(padded)")
    // On a chosen device the button is the iOS 7 system button it becomes at run time: no padding
    // of the iOS 6 canvas (UIKit's 6 above and below the title stay).
    let iPhone8 = try #require(Device.named("iPhone 8"))
    let onDevice = try ImportSupport.importDocument(
      text: text, name: "rounded.xib", options: ImportOptions(scene: .device(iPhone8)))
    let deviceRecipe = try #require(onDevice.recipes.first)
    #expect(!deviceRecipe.text.contains("contentInsets"), "\(deviceRecipe.text)")
  }

  /// A button's own `IBUIContentEdgeInsets` are its `contentEdgeInsets` (the document format's
  /// `<inset key="contentEdgeInsets">`). A custom button titled "Go" in bold 15 with 4 above and
  /// below: content insets 4 0 4 0 everywhere, and held at (20, 60) by its leading edge and top,
  /// its height is the 15-point line, 17.900390625, plus 8, rounded up to whole points, 26. A
  /// titled rounded-rect button with 2 above and below and 3 at the sides has them on top of the
  /// iOS 6 padding on IB's canvas (13 + 2, 12 + 3: 15 on every side) and alone on a chosen device. Before, the
  /// archive's insets were not read: 6 above and below the title, 30 high, and the rounded-rect
  /// button had the padding alone.
  @Test func anArchiveButtonsOwnContentInsetsAreRead() throws {
    func constraint(_ id: Int, _ first: Int, _ attribute: Int, _ constant: Double) -> String {
      #"""
      <object class="IBNSLayoutConstraint" id="\#(id)"><reference key="firstItem" ref="\#(first)"/>\#
      <int key="firstAttribute">\#(attribute)</int><int key="relation">0</int><reference key="secondItem" ref="1"/>\#
      <int key="secondAttribute">\#(attribute)</int><float key="multiplier">1</float>\#
      <object class="IBLayoutConstant" key="constant"><double key="value">\#(constant)</double></object>\#
      <float key="priority">1000</float><reference key="containingView" ref="1"/></object>
      """#
    }
    func button(_ id: Int, type: Int?, title: String, insets: [Double]) -> String {
      let typed = type.map { #"<int key="IBUIButtonType">\#($0)</int>"# } ?? ""
      let sides = zip(["top", "left", "bottom", "right"], insets).map { side, value in
        #"<double key="IBUIContentEdgeInsets.\#(side)">\#(value)</double>"#
      }.joined()
      return #"""
        <object class="IBUIButton" id="\#(id)"><string key="NSFrame">{{20, 8}, {80, 44}}</string>\#
        \#(typed)<string key="IBUINormalTitle">\#(title)</string>\#(sides)\#
        <object class="IBUIFontDescription" key="IBUIFontDescription">\#
        <int key="type">2</int><double key="pointSize">15</double></object></object>
        """#
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <data>
      <string key="IBDocument.InterfaceBuilderVersion">3084</string>
      <array key="Pool">
      <object class="IBUIView" id="1"><string key="NSFrameSize">{320, 100}</string>\
      <array key="NSSubviews"><reference ref="2"/><reference ref="3"/></array></object>
      \(button(2, type: 1, title: "Button", insets: [2, 3, 2, 3]))
      \(button(3, type: nil, title: "Go", insets: [4, 0, 4, 0]))
      \(constraint(11, 3, 5, 20))\(constraint(12, 3, 3, 60))
      </array>
      <array key="IBDocument.RootObjects"><reference ref="1"/></array>
      <object class="IBObjectContainer" key="IBDocument.Objects">
      <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
      <object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="3"/></object>
      </array></object>
      <dictionary class="NSMutableDictionary" key="flattenedProperties">
      <boolean value="NO" key="5.IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"/>
      </dictionary>
      </object>
      <bool key="IBDocument.UseAutolayout">YES</bool>
      </data>
      </archive>
      """
    let document = try IBDocumentReader.read(Data(text.utf8), fileName: "insets.xib")
    let views = try #require(document.scenes.first?.root.subviews)
    let padded = EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
    let own = EdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
    #expect(views.map(\.contentEdgeInsets) == [padded, own])
    let padding = EdgeInsets(top: 13, left: 12, bottom: 13, right: 12)
    #expect(views.map(\.contentEdgeInsetsIOS6Padding) == [padding, nil])
    let result = try ImportSupport.importDocument(text: text, name: "insets.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("title \"Button\" contentInsets 15 weight"), "\(recipe.text)")
    #expect(recipe.text.contains("contentInsets 4 0 4 0"), "\(recipe.text)")
    let custom = try frame(try ImportSupport.solved(recipe, variant: .canvas).framesByIBID, "3")
    #expect(custom.minX == 20 && custom.minY == 60 && custom.height == 26, "\(custom)")
    let iPhone8 = try #require(Device.named("iPhone 8"))
    let onDevice = try ImportSupport.importDocument(
      text: text, name: "insets.xib", options: ImportOptions(scene: .device(iPhone8)))
    let deviceRecipe = try #require(onDevice.recipes.first)
    #expect(deviceRecipe.text.contains("contentInsets 2 3 2 3"), "\(deviceRecipe.text)")
    #expect(deviceRecipe.text.contains("contentInsets 4 0 4 0"), "\(deviceRecipe.text)")
  }

  /// An archive's root is drawn at its own stored size, whatever the import's default device:
  /// LegacyFrames.xib's controller view, stored 320 x 460 (below an iOS 6 status bar), gets
  /// `scene 320 x 460` without `--device` too (before: the iPhone 8's 375 x 667).
  @Test func anArchiveRootIsLaidOutAtItsOwnSize() throws {
    let result = try ImportSupport.importFixture("LegacyFrames.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("scene 320 x 460"), "\(recipe.text)")
    #expect(!recipe.text.contains("iPhone 8"), "\(recipe.text)")
  }

  /// An AppKit archive is refused as AppKit documents are.
  @Test func macOSArchivesAreRefused() throws {
    let data = try ImportSupport.fixture("LegacyMac.xib")
    do {
      _ = try IBImporter.importDocument(data, fileName: "LegacyMac.xib")
      Issue.record("a macOS archive was imported")
    } catch {
      #expect(error.line == 2)
      #expect(error.message.contains("legacy Interface Builder archive for macOS"), "\(error.message)")
    }
  }
}
