import MutationTesting
import Testing

@testable import MVXCommand

/// The path of the mutants no switch expresses: the probe that finds which of them build, many per
/// build, and the batches that build several of those into one copy without their tests meeting.
@Suite("Mutants built on their own")
struct MutantFallbackTests {
    private static let text = """
        final class C {
            func f(y: Int?) {
                guard let x = y else { return }
                g(x)
                if x > 1 {
                    h(x)
                }
                k(x)
            }

            func m() {
                n()
            }
            var flag = false
        }
        """

    @Test("A line's block is the innermost one opened above it: a method's body, an if's body, the type")
    func scopes() {
        let scopes = EnclosingScopes(Self.text)
        #expect(scopes.end(ofBlockHolding: 3) == 9)
        #expect(scopes.end(ofBlockHolding: 6) == 7)
        #expect(scopes.end(ofBlockHolding: 11) == 15)
        #expect(scopes.isDeclaration(14) && scopes.isDeclaration(2) && !scopes.isDeclaration(3))
        #expect(scopes.end(ofBlockHolding: 12) == 13)
        #expect(scopes.end(ofBlockHolding: 1) == Int.max)
    }

    @Test("An error blames the one probed mutant whose block holds it below its line, or that stands just below it")
    func blame() {
        let scopes = EnclosingScopes(Self.text)
        // A deleted guard (line 3) leaves `x` unknown down to its block's end; `n()` (line 12) is
        // another method's.
        let probed = [(id: 1, line: 3), (id: 2, line: 12)]
        #expect(MutantProbe.blame(errors: [4, 8], probed: probed, scopes: scopes) == ([1], []))
        #expect(MutantProbe.blame(errors: [12], probed: probed, scopes: scopes) == ([2], []))
        // The `case` a deletion empties stands on the line above it.
        #expect(MutantProbe.blame(errors: [11], probed: probed, scopes: scopes) == ([2], []))
        #expect(MutantProbe.blame(errors: [], probed: probed, scopes: scopes) == ([], []))
        // A declaration's mutant breaks only its own line, though the type's body holds them all.
        #expect(MutantProbe.blame(errors: [4], probed: [(4, 2), (1, 3)], scopes: scopes) == ([1], []))
        #expect(MutantProbe.blame(errors: [14], probed: [(4, 14), (1, 3)], scopes: scopes) == ([4], []))
    }

    @Test("An error two probed mutants can explain, or none, leaves them in doubt, to be probed alone")
    func doubt() {
        let scopes = EnclosingScopes(Self.text)
        let nested = [(id: 1, line: 3), (id: 3, line: 6)]
        #expect(MutantProbe.blame(errors: [6], probed: nested, scopes: scopes) == ([], [1, 3]))
        // Line 8 is outside the `if` that holds mutant 3: only the guard explains it.
        #expect(MutantProbe.blame(errors: [6, 8], probed: nested, scopes: scopes) == ([1], [3]))
        let apart = [(id: 1, line: 4), (id: 2, line: 12)]
        #expect(MutantProbe.blame(errors: [16], probed: apart, scopes: scopes) == ([], [1, 2]))
        // Probed alone in its file, a mutant answers for any error there.
        #expect(MutantProbe.blame(errors: [1], probed: [(id: 2, line: 12)], scopes: scopes) == ([2], []))
    }

    @Test("Mutants share a build only in different files and when no test that judges one runs another's file")
    func batches() {
        typealias Footprint = PlainBatches.Footprint
        let cart = Footprint(
            judges: ["Cart.a@MVP", "CartSessions"], runs: ["Cart.a@MVP", "Cart.b@MVP", "CartSessions"])
        let login = Footprint(judges: ["Login.a@MVP"], runs: ["Login.a@MVP", "LoginSessions"])
        let otherCart = Footprint(judges: ["Cart.b@MVVM"], runs: ["Cart.b@MVVM", "CartSessions"])
        let cartSession = Footprint(judges: ["CartSessions"], runs: ["Cart.a@MVVM", "CartSessions"])
        let batches = PlainBatches.batches([
            (1, "Sources/MVP/Cart/A.swift", cart),
            (2, "Sources/MVP/Login/B.swift", login),
            (3, "Sources/MVP/Cart/A.swift", login),
            (4, "Sources/MVVM/Cart/A.swift", otherCart),
            (5, "Sources/MVVM/Cart/B.swift", cartSession),
            (6, "Sources/MVP/Goods/C.swift", nil),
            (7, "Sources/MVP/Goods/D.swift", Footprint(judges: [], runs: [])),
        ])
        // 3 shares 1's file; 4 runs the session 1 is judged by (with MVX_ARCH=MVVM its specs are
        // another run); 5's session judge runs 1's; 6's tests are unknown, so it goes alone.
        #expect(batches == [[1, 2, 7], [3, 4], [5], [6]])
    }

    @Test("A session judging a mutant plays its architecture and its partner: it meets another's mutant only there")
    func sessionFootprints() {
        let partners = PlainBatches.partners()
        #expect(partners["MVP"] == ["MassiveMVC"])
        #expect(partners["MassiveMVC"] == ["MVC"])
        let reaching: Set<String> = ["MVXTests.CartSpecs/a(architecture:)", "SessionTests.CartSessionTests/s(seed:)#3"]
        let footprint = { (architecture: String) in
            PlainBatches.footprint(
                reaching: reaching, specs: "MVXTests\\.CartSpecs/", sessions: "SessionTests\\.CartSessionTests/",
                architecture: architecture, partners: partners[architecture] ?? [])
        }
        let mvp = footprint("MVP")
        #expect(
            mvp.judges == [
                "MVXTests.CartSpecs/a(architecture:)@MVP", "SessionTests.CartSessionTests/s(seed:)@MVP",
                "SessionTests.CartSessionTests/s(seed:)@MassiveMVC",
            ])
        #expect(mvp.runs == ["MVXTests.CartSpecs/a(architecture:)@MVP", "SessionTests.CartSessionTests/s(seed:)@MVP"])
        let batches = PlainBatches.batches([
            (1, "Sources/MVP/Cart/A.swift", mvp),
            (2, "Sources/MVVM/Cart/A.swift", footprint("MVVM")),
            (3, "Sources/MassiveMVC/Cart/A.swift", footprint("MassiveMVC")),
            (4, "Sources/MVP/Cart/B.swift", mvp),
        ])
        // MVVM's session plays MVVM and MassiveMVC, never MVP; MassiveMVC is every other's partner.
        #expect(batches == [[1, 2], [3], [4]])
    }
}
