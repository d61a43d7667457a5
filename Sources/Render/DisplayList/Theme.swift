/// The colour scheme of a figure (REFERENCE §7 gives the constraint colours of both).
///
/// Every text the renderer draws in a theme colour reaches WCAG AA (4.5:1) on what it is drawn on:
/// REFERENCE's light blue, purple and gray text are darkened (`#0062CC`, `#8944AB`, `#6C6C70`),
/// the dark theme's markers carry black digits, and its button titles are a lighter blue.
public enum Theme: String, Sendable, Hashable, CaseIterable, Codable {
  /// Light appearance: white screen on a pale gray page.
  case light
  /// Dark appearance: `#1C1C1E` screen on black.
  case dark

  /// The colour of a role in this theme.
  public func color(_ role: PaintRole) -> RGBA {
    switch self {
    case .light: return Self.lightColor(role)
    case .dark: return Self.darkColor(role)
    }
  }

  /// Resolves a paint to a colour in this theme.
  public func resolve(_ paint: Paint) -> RGBA {
    switch paint {
    case .role(let role): return color(role)
    case .color(let rgba): return rgba
    }
  }

  private static func lightColor(_ role: PaintRole) -> RGBA {
    switch role {
    case .background: return RGBA(hex: 0xF2F2F7)
    case .canvas: return RGBA(hex: 0xFFFFFF)
    case .frame: return RGBA(hex: 0x8E8E93)
    case .viewFill: return RGBA(hex: 0x000000, alpha: 0.04)
    case .text: return RGBA(hex: 0x000000)
    case .secondaryText: return RGBA(hex: 0x6C6C70)
    case .buttonFill: return RGBA(hex: 0xE5E5EA)
    case .buttonTitle: return RGBA(hex: 0x005FCC)
    case .margin: return RGBA(hex: 0xAEAEB2)
    case .guide: return RGBA(hex: 0x30B0C7)
    case .guideBand: return RGBA(hex: 0x30B0C7, alpha: 0.14)
    case .satisfied: return RGBA(hex: 0x0062CC)
    case .broken: return RGBA(hex: 0xC93400)
    case .conflict: return RGBA(hex: 0xD70015)
    case .implicit: return RGBA(hex: 0x6C6C70)
    case .classOnly: return RGBA(hex: 0x8944AB)
    case .onAccent: return RGBA(hex: 0xFFFFFF)
    case .change: return RGBA(hex: 0xB25E00)
    case .changeFill: return RGBA(hex: 0xFFB800, alpha: 0.28)
    }
  }

  private static func darkColor(_ role: PaintRole) -> RGBA {
    switch role {
    case .background: return RGBA(hex: 0x000000)
    case .canvas: return RGBA(hex: 0x1C1C1E)
    case .frame: return RGBA(hex: 0x8E8E93)
    case .viewFill: return RGBA(hex: 0xFFFFFF, alpha: 0.06)
    case .text: return RGBA(hex: 0xFFFFFF)
    case .secondaryText: return RGBA(hex: 0x98989F)
    case .buttonFill: return RGBA(hex: 0x3A3A3C)
    case .buttonTitle: return RGBA(hex: 0x5AA9FF)
    case .margin: return RGBA(hex: 0x636366)
    case .guide: return RGBA(hex: 0x40C8E0)
    case .guideBand: return RGBA(hex: 0x40C8E0, alpha: 0.18)
    case .satisfied: return RGBA(hex: 0x0A84FF)
    case .broken: return RGBA(hex: 0xFF9F0A)
    case .conflict: return RGBA(hex: 0xFF453A)
    case .implicit: return RGBA(hex: 0x8E8E93)
    case .classOnly: return RGBA(hex: 0xBF5AF2)
    case .onAccent: return RGBA(hex: 0x000000)
    case .change: return RGBA(hex: 0xFFD60A)
    case .changeFill: return RGBA(hex: 0xFFD60A, alpha: 0.22)
    }
  }
}
