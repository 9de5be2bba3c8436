import Foundation
import MVXCommand

exit(MVXMain.run(Array(CommandLine.arguments.dropFirst())))
