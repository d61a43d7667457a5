/// One address printed for two different objects in one log: a page's placeholder address
/// (`UIView:0x1234.top == _UIAlertControllerInterfaceActionGroupView:0x1234.top`, unseen-c c31).
/// UIKit prints one object at one address, so a second class at an address already seen is a
/// second object: its items are marked (`LoggedItem.twin`) and the
/// views are kept apart, with a located warning at the second occurrence.
enum AddressTwins {
  /// What a printed item says about the object at its address.
  private struct Identity {
    var className: String?
    var text: String?
    var accessibilityName: String?
    var location: LogLocation

    /// What `item` says, printed at `location`.
    init(_ item: LoggedItem, at location: LogLocation) {
      className = item.className
      text = item.text
      accessibilityName = item.accessibilityName
      self.location = location
    }

    /// Whether the two printings cannot be one object: both print a class and the classes differ.
    /// A text that differs is not enough: unseen-c c07 prints one label (a real address) as
    /// 'Chirurgien Dentiste' and as 'Specialty' two lines apart (a text edited in the paste).
    func differs(from item: LoggedItem) -> Bool {
      guard let className, let other = item.className else { return false }
      return className != other
    }

    /// How the log printed it: `a UILabel 'Name'`.
    var phrase: String {
      var words = className.map { "a " + $0 } ?? "an object"
      if let text { words += " '\(text)'" }
      if let accessibilityName { words += " (identifier \(accessibilityName))" }
      return words
    }
  }

  /// Marks the twins of every log (traces are not read: each row prints its own object).
  static func separate(_ logs: inout [ParsedLog], fileName: String) -> [LogWarning] {
    var warnings: [LogWarning] = []
    for i in logs.indices {
      var seen: [String: [Identity]] = [:]
      func mark(_ item: inout LoggedItem, at location: LogLocation) {
        guard let address = item.address else { return }
        var identities = seen[address, default: []]
        defer { seen[address] = identities }
        let identity = Identity(item, at: location)
        guard let first = identities.first else {
          identities.append(identity)
          return
        }
        if let k = identities.firstIndex(where: { !$0.differs(from: item) }) {
          // Known object: learn what this printing adds (a class after an identifier-only name).
          if identities[k].className == nil { identities[k].className = item.className }
          if identities[k].text == nil { identities[k].text = item.text }
          if identities[k].accessibilityName == nil {
            identities[k].accessibilityName = item.accessibilityName
          }
          item.twin = k
          return
        }
        item.twin = identities.count
        warnings.append(
          LogWarning(
            fileName: fileName, location: location,
            message: "\(address) names \(identity.phrase)"
              + " here and \(first.phrase) at \(first.location) (UIKit prints one object at one address: "
              + "a placeholder address in the paste?); the views are kept apart as two views, "
              + "both with the id \(address)"))
        identities.append(identity)
      }
      // In the order a reader meets the classes: the body's views, the names, then a `|` (whose
      // class is the one its names entry printed).
      func markAll(_ c: inout LoggedConstraint) {
        guard var equation = c.equation else {
          for n in c.names.indices { mark(&c.names[n].item, at: c.location) }
          return
        }
        for superview in [false, true] {
          if equation.first.item.isSuperview == superview { mark(&equation.first.item, at: c.location) }
          if var second = equation.second, second.item.isSuperview == superview {
            mark(&second.item, at: c.location)
            equation.second = second
          }
          if !superview {
            for n in c.names.indices { mark(&c.names[n].item, at: c.location) }
          }
        }
        c.equation = equation
      }
      for c in logs[i].constraints.indices { markAll(&logs[i].constraints[c]) }
      // UIKit lists each constraint once, at its own address: a second description at an address
      // already listed is a placeholder the page wrote (unseen-c log c31: `0x1234567890` for two
      // autoresizing constraints). Both are kept, with the one id.
      var listedAt: [String: LogLocation] = [:]
      // A shortened address (`0x6000…`) is said once per paste where it is read (LogParser).
      for c in logs[i].constraints where !c.address.contains("…") {
        guard let first = listedAt[c.address] else {
          listedAt[c.address] = c.location
          continue
        }
        warnings.append(
          LogWarning(
            fileName: fileName, location: c.location,
            message: "the constraint address \(c.address) is listed here and at \(first) (UIKit lists each "
              + "constraint once, at its own address: a placeholder address in the paste?); both constraints "
              + "are kept, both with the id \(c.address)"))
      }
      if var broken = logs[i].broken {
        markAll(&broken)
        logs[i].broken = broken
      }
    }
    return warnings
  }
}
