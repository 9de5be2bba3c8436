import Foundation
import HeadlessUIKit

/// Weak references to every object reachable from a root through stored properties, found with
/// `Mirror`, so a spec can check that closing a screen frees all of them.
@MainActor
public struct ObjectGraph {
    private final class WeakRef {
        weak var object: AnyObject?
        let typeName: String

        init(_ object: AnyObject) {
            self.object = object
            typeName = String(describing: type(of: object))
        }
    }

    private var refs: [WeakRef] = []

    /// Walks from `root`, leaving out the objects in `excluded` (the server, the navigation) and what only they reach.
    public init(from root: AnyObject, excluding excluded: [AnyObject]) {
        Self.walk(from: root, excluding: excluded) { refs.append(WeakRef($0)) }
    }

    /// How many objects ``init(from:excluding:)`` would find, without a weak reference to any of them:
    /// the runtime gives an object a side table the first time one points at it, and from then on
    /// every retain and release of that object takes a slower path. A benchmark counts with this,
    /// so that the counting does not slow down what it times next.
    public static func count(from root: AnyObject, excluding excluded: [AnyObject]) -> Int {
        var count = 0
        walk(from: root, excluding: excluded) { _ in count += 1 }
        return count
    }

    /// Values that hold no object, found by their type alone: cheaper than a cast or a mirror.
    private static let plainTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(String.self), ObjectIdentifier(String?.self), ObjectIdentifier(Int.self),
        ObjectIdentifier(Int?.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Bool?.self),
        ObjectIdentifier(Double.self), ObjectIdentifier(Double?.self), ObjectIdentifier([String].self),
        ObjectIdentifier([Int].self), ObjectIdentifier(CGFloat.self), ObjectIdentifier(CGRect.self),
        ObjectIdentifier(CGPoint.self), ObjectIdentifier(CGSize.self), ObjectIdentifier(Date.self),
        ObjectIdentifier(Date?.self), ObjectIdentifier(IndexPath.self), ObjectIdentifier([IndexPath].self),
        ObjectIdentifier(UIWork.self),
    ]

    private static func walk(from root: AnyObject, excluding excluded: [AnyObject], visit: (AnyObject) -> Void) {
        var seen = Set(excluded.map(ObjectIdentifier.init))
        var stack: [Any] = [root]
        while let value = stack.popLast() {
            // An object is walked once: known ones are skipped before paying for a mirror.
            let isObject = type(of: value) is AnyClass
            if isObject {
                // Key paths are interned by the runtime (Observation's registrar keeps some): not the screen's.
                // Fonts are the system's, shared by every screen (UIKit caches `systemFont(ofSize:)`).
                if value is AnyKeyPath || value is UIFont { continue }
                guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { continue }
                visit(value as AnyObject)
            } else if plainTypes.contains(ObjectIdentifier(type(of: value))) {
                continue
            }
            let mirror = Mirror(reflecting: value)
            var level: Mirror? = mirror
            while let current = level {
                for child in current.children { stack.append(child.value) }
                level = current.superclassMirror
            }
        }
    }

    /// How many objects were found.
    public var count: Int { refs.count }

    /// The type names of the found objects that are still alive.
    public var alive: [String] {
        refs.filter { $0.object != nil }.map(\.typeName).sorted()
    }

    /// The type names of every found object.
    public var typeNames: Set<String> { Set(refs.map(\.typeName)) }
}
