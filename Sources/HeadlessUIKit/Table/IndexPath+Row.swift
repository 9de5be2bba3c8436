import Foundation

/// UIKit's row/section view of an index path, which Foundation alone does not give.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}
