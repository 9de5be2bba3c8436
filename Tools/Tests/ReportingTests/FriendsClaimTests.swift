import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// 000's Q&A claim on the friend and follow lists can come out each way: it is checked against small
/// made-up friends screens whose cell, interface and implementations cross its thresholds.
@Suite("000's Q&A claim on the friend lists can fail")
struct FriendsClaimTests {
    private static let source = "000, Q&A: 一对多"

    /// A friends screen from `Layer/File: text` entries, each a whole file, in a layered architecture.
    private func screen(
        _ files: [String: String], name: String = "M", roles: [ArchitectureDeclaration.ClaimRole] = [.layered]
    ) -> ArchitectureAnalysis {
        let sources = files.sorted { $0.key < $1.key }.map { key, text in
            let parts = key.split(separator: "/").map(String.init)
            return SourceFile(
                path: "Sources/\(name)/Friends/\(parts[0])/\(parts[1]).swift", target: name, screen: "Friends",
                folder: parts[0], text: text)
        }
        let declaration = ArchitectureDeclaration(
            summary: "", layers: ["Scene", "ViewModel", "View"].map { .init(name: $0, role: "") },
            logicLayers: ["ViewModel"], viewLayers: ["View"], sceneLayer: "Scene", rules: [],
            claimRoles: roles, bindingTool: [], dataServices: [])
        return ArchitectureAnalysis(
            name: name, declaration: declaration, files: sources, graph: TypeGraph(files: sources), screen: "Friends")
    }

    /// The Q&A's shape: one cell keeping the interface, two implementations, a list that chooses.
    private let qAndA = [
        "ViewModel/UserCellViewModel": "protocol UserCellViewModel: AnyObject {}",
        "ViewModel/FriendCellViewModel": "final class FriendCellViewModel: UserCellViewModel {}",
        "ViewModel/FollowCellViewModel": "final class FollowCellViewModel: UserCellViewModel {}",
        "ViewModel/UserListViewModel":
            "final class UserListViewModel {\n    let a = FriendCellViewModel()\n    let b = FollowCellViewModel()\n}",
        "View/UserCell": "final class UserCell {\n    var viewModel: (any UserCellViewModel)?\n}",
    ]

    private func verdict(_ analyses: [ArchitectureAnalysis]) -> Claim? {
        FriendsClaims.evaluate(screens: ["Friends": analyses]).first { $0.source == Self.source }
    }

    @Test("One cell over one interface of two implementations holds; a third list changes the chooser only")
    func holds() throws {
        let claim = try #require(verdict([screen(qAndA)]))
        #expect(claim.verdict == .holds)
        #expect(claim.figure.contains("implemented by FollowCellViewModel and FriendCellViewModel"))
        #expect(claim.why.contains("changes 1 existing type (UserListViewModel)"))
    }

    @Test("A cell that names an implementation does not hold; one such version of two differs by architecture")
    func viewNamesImplementation() {
        let naming = qAndA.merging([
            "View/UserCell":
                "final class UserCell {\n    var viewModel: (any UserCellViewModel)?\n    var friend: FriendCellViewModel?\n}"
        ]) { $1 }
        #expect(verdict([screen(naming)])?.verdict == .doesNotHold)
        let two = verdict([screen(qAndA), screen(naming, name: "P")])
        #expect(two?.verdict == .differs)
        #expect(two?.perArchitecture == [.init("M", .holds), .init("P", .doesNotHold)])
    }

    @Test("The scene that makes each list may choose its implementation: the claim holds")
    func sceneChooses() {
        let choosing = qAndA.merging([
            "Scene/UserListScene":
                "final class UserListScene {\n    let friends = UserListViewModel<FriendCellViewModel>()\n}"
        ]) { $1 }
        #expect(verdict([screen(choosing)])?.verdict == .holds)
    }

    @Test("MVC's shape is measured too: a helper that writes plain values into the cell from the interface")
    func helperRenders() throws {
        var helpers = qAndA
        helpers["View/UserCell"] = "final class UserCell {\n    var title: String?\n}"
        helpers["ViewModel/UserTableViewHelper"] =
            "final class UserTableViewHelper {\n    var rows: [any UserCellViewModel] = []\n}"
        let claim = try #require(verdict([screen(helpers, roles: [.mvc])]))
        #expect(claim.verdict == .holds)
        #expect(claim.figure.contains("rendered by UserTableViewHelper"))
        #expect(verdict([screen(helpers, roles: [.baseline])])?.verdict == .notTestedHere)
    }

    @Test("One implementation, or no view keeping the interface, does not hold; no layered version is not tested")
    func missingParts() {
        var one = qAndA
        one["ViewModel/FollowCellViewModel"] = "final class FollowCellViewModel {}"
        #expect(verdict([screen(one)])?.verdict == .doesNotHold)
        var unkept = qAndA
        unkept["View/UserCell"] = "final class UserCell {\n    var title: String?\n}"
        #expect(verdict([screen(unkept)])?.verdict == .doesNotHold)
        #expect(verdict([])?.verdict == .notTestedHere)
    }
}
