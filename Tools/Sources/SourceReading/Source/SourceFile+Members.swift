/// What a type offers other files, and what other files do with it: the public members of a
/// presenter or view model (004: "viewModel仅仅只暴漏了视图控制器所必需的最小量的信息, 设置readonly属性很有必要").
extension SourceFile {
    /// A public member of a type, and whether other code can write it.
    public struct Member: Codable, Equatable, Sendable {
        public enum Access: String, Codable, Sendable, CaseIterable {
            /// `public var x` with a public setter: an input.
            case settable
            /// `public let`, `public private(set) var`, or a computed `public var`: an output.
            case readOnly = "read-only"
            case function
        }

        public let name: String
        public let access: Access
        /// The property's type as written (`[SystemMessageFrameModel]`), empty for a function or
        /// a property whose type is inferred.
        public var type = ""
    }

    /// The public members `declaration` declares at its own level, initializers left out.
    public func publicMembers(of declaration: Declaration) -> [Member] {
        let body = tokens.filter { $0.line >= declaration.line && $0.line <= declaration.endLine }
        var members: [Member] = []
        var depth = 0
        var index = 0
        while index < body.count {
            let token = body[index]
            switch token.text {
            case "{": depth += 1
            case "}": depth -= 1
            case "public" where depth == 1:
                var next = index + 1
                var privateSetter = false
                if body[safe: next]?.text == "private", body[safe: next + 1]?.text == "(" {
                    privateSetter = true
                    next += 4
                }
                while let word = body[safe: next]?.text, ["final", "static", "nonisolated", "override"].contains(word) {
                    next += 1
                }
                guard let keyword = body[safe: next]?.text, let name = body[safe: next + 1]?.text else { break }
                switch keyword {
                case "func": members.append(Member(name: name, access: .function))
                case "let":
                    members.append(Member(name: name, access: .readOnly, type: annotation(body, from: next + 2)))
                case "var":
                    let computed = isComputed(body, from: next + 2)
                    members.append(
                        Member(
                            name: name, access: privateSetter || computed ? .readOnly : .settable,
                            type: annotation(body, from: next + 2)))
                default: break
                }
            default: break
            }
            index += 1
        }
        return members
    }

    /// The type annotation that starts at `index` with its colon, up to the value or the body.
    private func annotation(_ body: [Token], from index: Int) -> String {
        guard body[safe: index]?.text == ":" else { return "" }
        var texts: [String] = []
        var next = index + 1
        while let token = body[safe: next], token.line == body[index].line, !["=", "{"].contains(token.text) {
            texts.append(token.text)
            next += 1
        }
        return texts.joined()
    }

    /// Whether the `var` whose type annotation starts at `index` has a body without `didSet` or
    /// `willSet`: a computed property.
    private func isComputed(_ body: [Token], from index: Int) -> Bool {
        var next = index
        while let token = body[safe: next], token.line == body[index].line {
            if token.text == "=" { return false }
            if token.text == "{" {
                return !["didSet", "willSet"].contains(body[safe: next + 1]?.text ?? "")
            }
            next += 1
        }
        return false
    }

    /// The member names `tokens` read or call through a dot (`viewModel.validLogin`), and those
    /// they assign (`viewModel.mobilePhone = …`).
    static func memberUses(_ tokens: [Token]) -> (named: Set<String>, assigned: Set<String>) {
        var named: Set<String> = []
        var assigned: Set<String> = []
        for (index, token) in tokens.enumerated()
        where token.kind == .identifier && tokens[safe: index - 1]?.text == "." {
            named.insert(token.text)
            if tokens[safe: index + 1]?.text == "=", tokens[safe: index + 2]?.text != "=" {
                assigned.insert(token.text)
            }
        }
        return (named, assigned)
    }
}
