import Shared

/// The draft module's P: it loads the login user's drafts into row presenters.
@MainActor
public final class DraftPresenter {
    public weak var view: (any DraftView)?
    public private(set) var allDatas: [DraftCellPresenter] = []

    private let userId: Int
    private let apiManager: any UserAPIManager

    public init(userId: Int, apiManager: any UserAPIManager) {
        self.userId = userId
        self.apiManager = apiManager
    }

    public func fetchUserDrafts() {
        apiManager.fetchUserDrafts(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                view?.draftPresenterDidFail(message: error.message)
            case .success(let drafts):
                allDatas = drafts.map(DraftCellPresenter.init(draft:))
                view?.draftPresenterDidReload()
            }
        }
    }

    public func selectRow(at index: Int) {
        view?.draftPresenterShowDraftDetail(allDatas[index].draft)
    }
}
