# Time controls.

# $days (number): the days a player has for each move.
clock-per-move = { $days ->
        [one] { $days } day a move
       *[other] { $days } days a move
    }
# Fischer time. $days (number): the initial days. $increment (number): the days added after each move. $cap (number): the most a clock holds.
clock-fischer = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } + { $increment } a move (at most { $cap })
