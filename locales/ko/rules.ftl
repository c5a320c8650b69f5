# Korean (ko) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

rules-game = { $name }. { $summary }
    시작 국면: { $start }
    { $first }

rules-game-options = { $name }. { $summary }
    시작 국면: { $start }
    { $first }
    옵션(rules:…): { $options }

rules-coin-first = 누가 먼저 둘지는 동전 던지기로 정합니다.
rules-side-first = { $side } 측이 먼저 둡니다.
rules-option = { $key } — { $summary }
rules-options = { $first }; { $rest }
rules-no-such-piece = { $name }에는 { $piece } 기물이 없습니다. 기물 목록: { $pieces }.
rules-piece = { $name } — { $piece } ({ $english }): { $moves }
rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    그림 보기: 점은 갈 수 있는 곳, 고리는 잡을 수 있는 기물입니다.
rules-not-a-square = { $square }: { $name }의 칸이 아닙니다. 판에 표시된 대로 쓰세요. 예: { $example }
rules-no-piece-on = #{ $game } 대국: { $square }에 기물이 없습니다.
rules-moves-over = #{ $game } 대국: { $square }의 { $piece }({ $side }) — 대국이 끝났습니다.
rules-moves-none = #{ $game } 대국: { $square }의 { $piece }({ $side }): 지금은 움직일 수 없습니다.
rules-moves = #{ $game } 대국: { $square }의 { $piece }({ $side }): { $waiting ->
        [yes] 자기 차례가 되면{" "}
       *[no] {""}
    }{ $reach ->
        [go] { $goes }에 갈 수 있습니다
        [take] { $takes }에서 기물을 잡을 수 있습니다
       *[both] { $goes }에 갈 수 있고, { $takes }에서 기물을 잡을 수 있습니다
    }.
rules-no-such-command = { $command } 명령은 없습니다. { $help } 명령으로 명령 목록을 볼 수 있습니다.

rules-unknown-game = { $name } 게임은 없습니다. 게임 목록: { $games }
rules-no-option = { $game }에는 { $option } 규칙 옵션이 없습니다(옵션이 하나도 없는 게임입니다)
rules-no-option-among = { $game }에는 { $option } 규칙 옵션이 없습니다. 옵션 목록: { $known }

# 판 위에서 기물의 움직임을 보여 주는 그림의 설명.
rules-caption = #{ $id } { $game } — { $square }의 { $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = { $game }의 시작 배치: { $alt }
book-pieces-legend = 강조된 칸에 그 기물이 있습니다. 점은 그 기물이 갈 수 있는 칸을, 고리는 잡을 수 있는 상대 기물을 나타냅니다. 다른 기물들은 그 기물이 할 수 있는 일을 바꾸는 자리에 놓여 있습니다.
book-no-options = 이 게임에는 옵션이 없습니다. 위의 규칙이 전부입니다.
