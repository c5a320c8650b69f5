# Offers between the players of a game: /draw and /takeback.

offer-draw-already = You already offered a draw in this game; wait for the answer.

offer-draw-blocked = Your last draw offer was declined; you may offer again after your next move.

offer-draw-none-to-accept = There is no draw offer of your opponent to accept.

offer-draw-none-to-decline = There is no draw offer of your opponent to decline.

# $who (player): who declined. $game (number): the game.
offer-draw-declined = { $who } declines the draw in game #{ $game }.

# $game (number): the game.
offer-takeback-rated = Game #{ $game } is rated: moves cannot be taken back.

offer-takeback-already = You already asked; wait for the answer.

# $game (number): the game.
offer-takeback-no-move = You have no move to take back in game #{ $game }.

offer-takeback-none = There is no takeback request of your opponent.

# $who (player): who declined. $game (number): the game.
offer-takeback-declined = { $who } declines the takeback in game #{ $game }.

offer-takeback-nothing = There is no move to take back.

# $game (number): the game. $action (code): the stored action that is not a move.
offer-takeback-not-a-move = Game #{ $game }: only moves can be taken back, and { $action } came after it.

# An offer to the opponent. $who (player): who offers. $what (text): "draw" or "takeback". $game (number): the game. $opponent (player): who answers. $answer (message): how to answer.
offer-made = { $who } { $what ->
        [draw] offers a draw
       *[takeback] asks to take back their last move
    } in game #{ $game }, { $opponent }. { $answer }
# The buttons under an offer.
offer-draw-accept-button = Accept draw
offer-draw-decline-button = Decline draw
offer-takeback-allow-button = Allow takeback
offer-takeback-refuse-button = Refuse takeback
# $game (number): the game. $count (number): the moves taken back. $next (message): whose turn it is.
offer-taken-back = Game #{ $game }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } taken back. { $next }.
