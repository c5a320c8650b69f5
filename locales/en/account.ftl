# A player's account: /settings and /vacation.

# $set, $orientation, $notation, $notify (text): the settings' words, as typed in
# /settings. $digest (message or empty): when the next digest comes.
account-settings = Your settings: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }.

# $time (text): when the next digest comes.
account-next-digest = {" "}(next digest { $time })

# $time (text): when the next digest comes. $platform (text): the platform it comes on.
account-next-digest-on = {" "}(next digest { $time }, as a direct message on { $platform })

# $days (number): the whole days of vacation left. $year (number): the year.
account-vacation-left = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of vacation left in { $year }

# $time (text): when the vacation ends. $end (command): how to end it. $left (message): the days left.
account-vacation-until = You are on vacation until { $time }; { $end } to come back early. { $left }.

# $left (message): the days left. $start (command): how to start a vacation.
account-vacation-none = { $left }. { $start } pauses the clocks of all your games.

# $time (text): when the vacation ends. $end (command): how to end it.
account-vacation-already = You are already on vacation until { $time }; { $end } first to start another.

# $days (number): the days asked for. $left (message): the days left.
account-vacation-too-long = A { $days }-day vacation is more than you have: { $left }.

# $time (text): when the vacation ends. $paused (number): the games whose clocks were
# paused. $left (message): the days left.
account-vacation-started = On vacation until { $time }: { $paused ->
        [0] no game waits for you now
        [1] the clock of the game waiting for you is paused
       *[other] the clocks of your { $paused } games waiting for you are paused
    }, and games that become your move wait for your return. { $left }.

account-not-on-vacation = You are not on vacation.

# $resumed (number): the games whose clocks run again. $left (message): the days left.
account-vacation-ended = { $resumed ->
        [0] Welcome back
        [1] Welcome back: the clock of your game runs again
       *[other] Welcome back: the clocks of your { $resumed } games run again
    }. { $left }.

# $who (player): the player away. $time (text): when the vacation ends. $game (number): the game.
account-away = { $who } is on vacation until { $time }: the clock of game #{ $game } waits.

# $who (player): the player away. $time (text): when the vacation ends. $game (number): the
# game. $cap (text): when the tournament's vacation cap ends the wait.
account-away-capped = { $who } is on vacation until { $time }: the clock of game #{ $game } waits until { $cap } (the tournament's vacation cap).

# $who (player): the player back. $game (number): the game.
account-back = { $who } is back: the clock of game #{ $game } runs again.

# The channel's language is set. $language (text): the language's own name (日本語).
account-channel-language = Posts in this channel are now written in { $language }.
account-channel-language-moderators = Only a moderator of this channel may choose its language.
