# Korean (ko) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

games-paused = #{ $id } 대국은 주최자가 일시 중지한 대회의 대국입니다. 대회가 재개될 때까지 수를 둘 수 없습니다.
games-setup-first = #{ $id } 대국: 먼저 양측이 상차림을 고릅니다: /setup masangsangma, sangmamasang, masangmasang 또는 sangmasangma.
games-not-your-move = #{ $id } 대국은 내 차례가 아닙니다. { $who }의 차례입니다.
games-not-a-player = #{ $id } 대국의 대국자가 아닙니다.
games-several = 여기서 두고 있는 대국이 여러 개입니다: { $games }. game:ID로 지정하세요.
games-over = #{ $id } 대국은 끝났습니다.
games-not-yours = #{ $id } 대국은 내 대국이 아니며 여기서 두는 대국도 아닙니다.
games-none = 진행 중인 대국이 없습니다.
games-board = #{ $id } 대국. { $position }

games-ratings = 레이팅: { $white }, { $black }.
games-rating-line = { $name } { $old } → { $new } ({ $change })

# /games: 대국과 경주를 한 줄에 하나씩.
games-list = { $lines }
games-line = #{ $id } { $game } 대 { $opponent }: { $turn ->
        [mine] 내 차례
       *[theirs] 상대 차례
    }{ $left }
games-left = , { $left } 남음
games-more = … 외 { $count }판 더(내 차례 { $mine }, 상대 차례 { $theirs }). { $board } 명령으로 어느 대국이든 볼 수 있습니다.
games-vacation = { $until }까지 휴가 중입니다. 내 시계는 멈춰 있습니다.

# 판 그림의 설명.
games-caption = #{ $id } { $game } — { $white }({ $white_side }) 대 { $black }({ $black_side }) — { $state }
games-caption-to-move = { $side } 차례

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }. { $side } 차례.{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }마지막 수: { $square }에서 제자리 승격.
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }마지막 수: { $piece } { $from }에서 { $to }(으)로 이동.
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }마지막 수: { $piece } { $square }에 내려놓음.
alt-last-pass = { " " }마지막 수: 한 수 쉼.
alt-check = { " " }장군.
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }{ $square }의 { $piece }: { $reach ->
        [none] 움직일 수 없습니다.
        [moves] { $moves }에 갈 수 있습니다.
        [takes] { $takes }에서 잡을 수 있습니다.
       *[both] { $moves }에 갈 수 있고 { $takes }에서 잡을 수 있습니다.
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }.
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ; { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ; 손에 { $piece } { $n }개
# The next piece in hand. As alt-hand.
alt-hand-next = , { $piece } { $n }개
