import Layout
import Testing

@testable import Recipe

/// The recipe language keeps its own syntax enums (spellings, source ranges) beside the layout
/// engine's model enums; lowering maps one onto the other by name. These tests make a renamed or
/// added case on either side fail here instead of silently falling back to a default.
@Suite("Recipe vocabularies agree with the layout engine's")
struct VocabularyAgreementTests {
  @Test("every attribute name maps to the layout attribute of the same name, and back")
  func attributes() {
    for name in AttributeName.allCases {
      #expect(name.layoutAttribute.rawValue == name.rawValue)
    }
    #expect(Set(AttributeName.allCases.map(\.rawValue)) == Set(Attribute.allCases.map(\.rawValue)))
  }

  @Test("attribute classes, listed by hand from Auto Layout's documentation")
  func attributeClasses() {
    // NSLayoutConstraint.Attribute: these eleven live on the x axis, the others on y (baselines
    // included); width and height are the only sizes; leading/trailing follow the writing direction.
    let horizontal: Set<AttributeName> = [
      .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins,
    ]
    for name in AttributeName.allCases {
      #expect((name.axis == .horizontal) == horizontal.contains(name), "\(name)")
      #expect(name.isSize == (name == .width || name == .height), "\(name)")
      #expect(name.isDirectional == [.leading, .trailing, .leadingMargin, .trailingMargin].contains(name))
      #expect(name.isAbsoluteHorizontal == [.left, .right, .leftMargin, .rightMargin].contains(name))
    }
  }

  @Test("named weights are UIKit's, lightest first, 100 apart from 100 to 900")
  func weights() {
    let expected: [Double] = [100, 200, 300, 400, 500, 600, 700, 800, 900]
    #expect(FontWeightName.allCases.map(\.value) == expected)
    #expect(
      FontWeightName.allCases.map(\.rawValue) == [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
      ])
  }

  @Test("every text style and content size category name has a layout counterpart")
  func dynamicType() {
    #expect(TextStyleName.allCases.map(\.rawValue).sorted() == TextStyle.allCases.map(\.rawValue).sorted())
    // Same order too: the category list is ordered smallest to largest on both sides.
    #expect(ContentSizeCategoryName.allCases.map(\.rawValue) == ContentSizeCategory.allCases.map(\.rawValue))
  }

  @Test("every view kind a recipe declares is a layout view kind")
  func viewKinds() {
    for name in ViewKindName.allCases {
      #expect(ViewKind(rawValue: name.rawValue) != nil, "\(name)")
    }
  }
}
