import HeadlessUIKit

/// The seed's `VCGenerator`: the scene decides which screen a module opens, so modules stay
/// free of the scenes that use them.
public typealias ViewControllerGenerator<Parameter> = @MainActor (Parameter) -> UIViewController
