import Observation
import Shared

/// The draft module's VM: the login user's drafts as row view models, or the error text.
@MainActor
@Observable
public final class DraftViewModel {
    public private(set) var cellViewModels: [DraftCellViewModel] = []
    public private(set) var errorMessage: String?

    @ObservationIgnored private let userId: Int
    @ObservationIgnored private let apiManager: any UserAPIManager

    public init(userId: Int, apiManager: any UserAPIManager) {
        self.userId = userId
        self.apiManager = apiManager
    }

    public func fetchUserDrafts() {
        // The view binds to the error: clearing it as a fetch starts makes a second failure, even with
        // the same message, a change it sees.
        errorMessage = nil
        apiManager.fetchUserDrafts(userId: userId) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                errorMessage = error.message
            case .success(let drafts):
                cellViewModels = drafts.map(DraftCellViewModel.init(draft:))
            }
        }
    }
}
