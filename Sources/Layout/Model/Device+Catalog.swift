extension Device {
  private static func homeButton(_ name: String, _ w: Double, _ h: Double, scale: Double, plus: Bool)
    -> Device
  {
    Device(
      name: name, portraitSize: Size(width: w, height: h), scale: scale, statusBarHeight: 20,
      portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
      regularWidthInLandscape: plus)
  }

  private static func notched(_ name: String, _ w: Double, _ h: Double, top: Double, max: Bool) -> Device {
    Device(
      name: name, portraitSize: Size(width: w, height: h), scale: 3, statusBarHeight: 0,
      portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top), regularWidthInLandscape: max)
  }

  /// iPhone 8: 375 x 667 @2x, the cookbook's screenshots.
  public static let iPhone8 = homeButton("iPhone 8", 375, 667, scale: 2, plus: false)
  /// iPhone 8 Plus: 414 x 736 @3x, regular width in landscape.
  public static let iPhone8Plus = homeButton("iPhone 8 Plus", 414, 736, scale: 3, plus: true)
  /// iPhone SE (1st generation): 320 x 568 @2x.
  public static let iPhoneSE = homeButton("iPhone SE", 320, 568, scale: 2, plus: false)
  /// iPhone X / XS / 11 Pro: 375 x 812, safe area top 44.
  public static let iPhoneX = notched("iPhone X", 375, 812, top: 44, max: false)
  /// iPhone 12 / 13 / 14: 390 x 844, safe area top 47.
  public static let iPhone12 = notched("iPhone 12", 390, 844, top: 47, max: false)
  /// iPhone 14 Pro (Dynamic Island): 393 x 852, safe area top 59.
  public static let iPhone14Pro = notched("iPhone 14 Pro", 393, 852, top: 59, max: false)
  /// iPhone Pro Max: 428 x 926, safe area top 47, regular width in landscape.
  public static let iPhoneProMax = notched("iPhone Pro Max", 428, 926, top: 47, max: true)
  /// iPad: 768 x 1024 @2x, status bar 20.
  public static let iPad = Device(
    name: "iPad", portraitSize: Size(width: 768, height: 1024), scale: 2, statusBarHeight: 20,
    portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), isPad: true)
  /// iPad Pro 12.9": 1024 x 1366 @2x.
  public static let iPadPro12_9 = Device(
    name: "iPad Pro 12.9\"", portraitSize: Size(width: 1024, height: 1366), scale: 2, statusBarHeight: 20,
    portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), isPad: true)

  /// Every catalogued device, in a fixed order.
  public static let all: [Device] = [
    iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPhone12, iPhone14Pro, iPhoneProMax, iPad, iPadPro12_9,
  ]

  /// The device of that name (case-insensitive), or nil.
  public static func named(_ name: String) -> Device? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}
