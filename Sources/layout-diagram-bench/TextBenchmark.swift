import Typesetting

#if canImport(Glibc)
  import Glibc
#endif

/// The text workload (issue 4): lays out N distinct short strings (UI labels) cold, again with
/// the cache off, then again from the cache, on one thread.
///
///     layout-diagram-bench text [--strings N] [--family F] [--size S] [--width W] [--runs R]
///
/// `--width` wraps at W points (default: one line, as an intrinsic-size measurement).
enum TextBenchmark {
  struct Options {
    var strings = 100_000
    var family = "Inter"
    var size = 17.0
    var width: Double?
    var runs = 1
  }

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static func run(_ arguments: [String]) throws {
    var options = Options()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard index + 1 < arguments.count else { throw UsageError(description: "\(argument) needs a value") }
      let value = arguments[index + 1]
      switch argument {
      case "--strings", "--runs":
        guard let number = Int(value), number > 0 else {
          throw UsageError(description: "\(argument) needs a positive integer")
        }
        if argument == "--strings" { options.strings = number } else { options.runs = number }
      case "--family": options.family = value
      case "--size", "--width":
        guard let number = Double(value), number.isFinite, number > 0 else {
          throw UsageError(description: "\(argument) needs a positive number")
        }
        if argument == "--size" { options.size = number } else { options.width = number }
      default:
        throw UsageError(
          description:
            "unknown option \(argument); use [--strings N] [--family F] [--size S] [--width W] [--runs R]")
      }
      index += 2
    }
    let texts = labels(options.strings)
    for _ in 0..<options.runs { try runOnce(options, texts) }
  }

  /// Distinct label-like strings: two to four words from a fixed vocabulary of UI words,
  /// drawn by a fixed linear congruential generator (same texts on every run), duplicates
  /// skipped. Words repeat across strings, as they do in real interfaces.
  static func labels(_ count: Int) -> [String] {
    let words = [
      "Name", "Email", "Password", "Cancel", "Done", "Settings", "Find", "Next", "Previous", "Title",
      "Subtitle", "Address", "Phone", "Save", "Delete", "Edit", "Share", "Favorites", "Recent", "Search",
      "Wi-Fi", "Bluetooth", "Général", "Größe", "Ávila", "Office", "AVAWAY", "Today", "Tomorrow", "Yesterday",
      "Add", "Remove", "Open", "Close", "Back", "Forward", "Reload", "Home", "Profile", "Account",
      "Sign", "In", "Out", "Up", "Down", "Left", "Right", "Top", "Bottom", "Width",
      "Height", "Label", "Button", "Field", "View", "Image", "Text", "Stack", "Grid", "List",
    ]
    var generator = Generator()
    var seen = Set<String>()
    var result: [String] = []
    result.reserveCapacity(count)
    while result.count < count {
      let n = 2 + generator.next() % 3
      let text = (0..<n).map { _ in words[generator.next() % words.count] }.joined(separator: " ")
      if seen.insert(text).inserted { result.append(text) }
    }
    return result
  }

  /// Strings whose every word is new (random lowercase letters): no word cache can help, so
  /// this measures the full HarfBuzz path.
  static func novelWords(_ count: Int) -> [String] {
    var generator = Generator()
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return (0..<count).map { _ in
      (0..<2).map { _ in String((0..<(3 + generator.next() % 6)).map { _ in letters[generator.next() % 26] })
      }
      .joined(separator: " ")
    }
  }

  /// A fixed linear congruential generator (Knuth's MMIX constants).
  struct Generator {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
  }

  /// CPU time of this thread in ns: the machine is shared, so throughput is reported per CPU
  /// second of the measuring thread (one core) besides wall-clock seconds.
  static func cpuNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) * 1e-9
  }

  static func runOnce(_ options: Options, _ texts: [String]) throws {
    let clock = ContinuousClock()
    let setupStart = clock.now
    let library = try FontLibrary(cacheCapacity: texts.count + 1)
    let match = try library.font(family: options.family, size: options.size)
    let font = match.font
    _ = try library.layout("warm up", font: font)
    library.removeCachedLayouts()
    let setup = clock.now - setupStart
    let style = ParagraphStyle(width: options.width)

    var checksum = 0.0
    let coldStart = clock.now
    let coldCPU = cpuNanoseconds()
    for text in texts { checksum += try library.layout(text, font: font, style: style).width }
    let coldCPUTime = cpuNanoseconds() - coldCPU
    let cold = clock.now - coldStart

    let novel = novelWords(texts.count)
    let novelLibrary = try FontLibrary(cacheCapacity: 0)
    let novelFont = try novelLibrary.font(family: options.family, size: options.size).font
    _ = try novelLibrary.layout("warm up", font: novelFont)
    let novelStart = clock.now
    let novelCPU = cpuNanoseconds()
    for text in novel { checksum += try novelLibrary.layout(text, font: novelFont, style: style).width }
    let novelCPUTime = cpuNanoseconds() - novelCPU
    let novelTime = clock.now - novelStart

    let cachedStart = clock.now
    let cachedCPU = cpuNanoseconds()
    for text in texts { checksum += try library.layout(text, font: font, style: style).width }
    let cachedCPUTime = cpuNanoseconds() - cachedCPU
    let cached = clock.now - cachedStart

    // Single hits timed one by one (the clock read costs some tens of ns, included).
    var hits: [Double] = []
    hits.reserveCapacity(min(texts.count, 20_000))
    for text in texts.prefix(20_000) {
      let start = clock.now
      checksum += try library.layout(text, font: font, style: style).width
      hits.append(nanoseconds(clock.now - start))
    }
    hits.sort()

    let count = Double(texts.count)
    let fields: [(String, String)] = [
      ("workload", "\"text\""),
      ("strings", "\(texts.count)"),
      ("font", "\"\(font.familyName) \(font.styleName)\""),
      ("font_file", "\"\(font.file.path)\""),
      ("size", format(options.size)),
      ("width", options.width.map(format) ?? "null"),
      ("fallback_warning", match.warning.map { "\"\($0)\"" } ?? "null"),
      ("libraries", "\"\(LibraryVersions.current)\""),
      ("setup_ms", format(nanoseconds(setup) / 1e6)),
      ("cold_strings_per_cpu_s", format(count / (coldCPUTime / 1e9))),
      ("cold_strings_per_wall_s", format(count / (nanoseconds(cold) / 1e9))),
      ("novel_words_strings_per_cpu_s", format(count / (novelCPUTime / 1e9))),
      ("novel_words_strings_per_wall_s", format(count / (nanoseconds(novelTime) / 1e9))),
      ("cached_strings_per_cpu_s", format(count / (cachedCPUTime / 1e9))),
      ("cached_strings_per_wall_s", format(count / (nanoseconds(cached) / 1e9))),
      ("cache_hit_mean_cpu_ns", format(cachedCPUTime / count)),
      ("cache_hit_median_wall_ns", format(hits[hits.count / 2])),
      ("cache_hit_p99_wall_ns", format(hits[hits.count * 99 / 100])),
      ("one_megabyte_line_ms", format(megabyte(library, font, width: nil))),
      ("one_megabyte_wrapped_100pt_ms", format(megabyte(library, font, width: 100))),
      ("checksum", format(checksum)),
    ]
    print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
  }

  /// Milliseconds to lay out 1 MB of words ("Lorem ipsum " repeated) once, uncached.
  static func megabyte(_ library: FontLibrary, _ font: Font, width: Double?) -> Double {
    let text = String(repeating: "Lorem ipsum ", count: 1_048_576 / 12)
    let clock = ContinuousClock()
    let start = clock.now
    let lines = (try? library.layout(text, font: font, style: ParagraphStyle(width: width)).lines.count) ?? -1
    return lines > 0 ? nanoseconds(clock.now - start) / 1e6 : -1
  }

  static func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
  }
}
