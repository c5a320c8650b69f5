# The service's own answers: faults, limits, and what every command may be told.
# English is the source; the other languages translate these ids.

service-restarting = The game service is restarting; nothing was changed. Send it again in a moment.
service-busy = The game service is too busy to answer right now; nothing was changed. Send it again in a moment.
service-disk-full = The game service cannot save anything right now, so nothing was changed. The operator has been told; send it again later.
service-storage-failed = Something went wrong on our side; nothing was changed. Please try again later.
service-internal = Something went wrong on our side and your command was not carried out; it has been logged. Nothing was changed.
service-conflict = The position changed while your command was handled; look at the board and try again.
service-corrupt = That game's stored record cannot be read; nothing was changed, and the operator can see why in the log.
service-already-handled = This command was already handled.

# $per_minute (number): the commands one user may send a minute.
service-slow-down = Slow down: at most { $per_minute ->
        [one] { $per_minute } command
       *[other] { $per_minute } commands
    } a minute. This one was not carried out; send it again in a minute.

# $challenge (command): how to challenge the computer.
service-computer-name = That is the computer's name; it makes its own moves. Challenge it with { $challenge }.

# $challenge (command): how to start a game.
service-no-game-here = You have no game here. Start one with { $challenge }.

# A notice queued, or an answer kept, by an earlier version, which kept only its English. $text (text): that English.
service-stored-text = { $text }
