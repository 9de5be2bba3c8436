import HeadlessUIKit

typealias KitButton = UIButton

func makeSpinner() -> UIView {
    UIView()
}
