# Korean (ko) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

# 모두 마침표 없는 절이며, 다른 메시지가 문장 안에 넣습니다. 플레이어가 쓴 내용은 코드로 인용하고 번역하지 않습니다.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = 닫는 ]가 없는 태그가 있습니다
reader-not-a-tag = { $text }은(는) 태그가 아닙니다
reader-tag-unquoted = { $tag } 태그의 값은 따옴표로 감싸야 합니다
reader-unknown-game = { $text }은(는) Tabiya에서 둘 수 있는 게임이 아닙니다
reader-other-game = 이 기보는 { $named } 기보가 아니라 { $record } 기보입니다
reader-no-game-named = 어떤 게임인지 알려 주는 Variant 태그가 없습니다. { $option }(으)로 지정하세요
reader-fen-tag = 그 FEN을 읽을 수 없습니다: { $reason }
reader-not-legal-like = { $input }: 이 국면에서 둘 수 없는 수입니다 (비슷한 수: { $candidates })
reader-ambiguous = { $input }: { $candidates } 중 어느 수인지 모호합니다
reader-refused = { $input }: { $reason }
reader-handicap = 핸디캡 없는 대국(平手)만 가져올 수 있으며, { $handicap } 대국은 가져올 수 없습니다
reader-not-a-piece-in-hand = { $text }은(는) 손에 든 기물로 읽을 수 없습니다
reader-not-a-count = { $text }의 끝이 기물 개수가 아닙니다
reader-too-many-rows = 국면도가 { $rows }줄보다 많습니다
reader-row-width = 국면도의 한 줄은 { $squares }칸이어야 합니다
reader-not-a-piece = { $text }은(는) 기물이 아닙니다
reader-off-board = 국면도의 칸 하나가 판 밖에 있습니다
reader-diagram = 국면도가 올바른 국면이 아닙니다: { $reason }
reader-start-after-moves = 시작 국면은 수보다 앞에 와야 합니다
reader-turn-after-moves = 어느 쪽이 먼저 두는지는 수보다 앞에 적어야 합니다
reader-not-a-time = { $text }은(는) 시간이 아닙니다
reader-several-games = 이 파일에는 대국이 여러 개 들어 있습니다. 하나만 보내세요
reader-after-end = { $text }이(가) 대국이 끝난 뒤에 나옵니다
reader-not-a-statement = { $text }은(는) CSA 구문이 아닙니다
reader-not-a-start-line = { $text }은(는) CSA 시작 국면 줄이 아닙니다
reader-not-a-handicap = { $text }은(는) 핸디캡 지정이 아닙니다: PI82HI처럼 칸과 기물로 적어야 합니다
reader-not-a-square = { $text }은(는) 판 위에 없는 칸을 가리킵니다
reader-nothing-to-take-off = { $text }은(는) { $square }에서 기물을 빼려 하지만, 그곳에는 기물이 없습니다
reader-not-a-board-line = { $text }은(는) 판 한 줄의 아홉 칸이 아닙니다
reader-not-squares-and-pieces = { $text }은(는) 칸과 기물의 나열이 아닙니다
reader-all-remaining = { $text }(남은 기물 전부)은(는) 읽지 않습니다
reader-not-in-hand = { $text }은(는) 손에 들 수 없습니다
reader-start = 시작 국면을 쓸 수 없습니다: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN이 비어 있습니다
reader-fen-ranks = FEN에는 가로줄이 { $found }개 있는데, 이 판의 가로줄은 { $board }개입니다
reader-fen-plus-before-digit = 숫자 앞에 +가 있습니다
reader-fen-empty-run = 빈칸 수가 0으로 적혀 있습니다
reader-fen-double-plus = ++가 붙은 기물이 있습니다
reader-fen-not-a-piece = { $text }은(는) 이 게임의 기물이 아닙니다
reader-fen-rank-too-long = { $rank }번째 가로줄이 판의 너비보다 깁니다
reader-fen-off-board = 판 밖의 칸이 있습니다
reader-fen-plus-at-end = +로 끝나는 가로줄이 있습니다
reader-fen-rank-width = { $rank }번째 가로줄에는 세로줄이 { $found }개 있는데, 이 판의 세로줄은 { $board }개입니다
reader-fen-hand-unclosed = 손에 든 기물 부분에 닫는 ]가 없습니다
reader-fen-hand-text-after = 손에 든 기물 부분의 ] 뒤에 글자가 더 있습니다
reader-fen-no-hands = 이 게임에는 손에 드는 기물이 없습니다
reader-fen-count-without-piece = 손에 든 기물 부분에 뒤에 기물이 없는 개수가 있습니다
reader-fen-hand-not-a-piece = 손에 든 기물 부분의 { $text }은(는) 이 게임의 기물이 아닙니다
reader-fen-hand-too-many = 손에 든 기물이 너무 많습니다
reader-fen-turn = { $text }은(는) 둘 차례를 나타내는 값이 아닙니다: w 또는 b여야 합니다
reader-fen-rights = 권리 필드 { $text }을(를) 읽을 수 없습니다
reader-fen-count = 수 세기 필드 { $text }을(를) 읽을 수 없습니다
reader-fen-halfmoves = 반수 카운터 { $text }은(는) 숫자가 아닙니다
reader-fen-fullmoves = 수 번호 { $text }은(는) 숫자가 아닙니다
reader-fen-trailing = FEN의 마지막 필드 뒤에 { $text }이(가) 이어집니다

## A position no game could have.
reader-position-off-board = { $square }에 기물이 있는데, 이 판 밖입니다
reader-position-unknown-piece = 이 게임에 없는 기물이 놓여 있습니다
reader-position-missing-king = { $side }에게 왕이 없습니다
reader-position-too-many-kings = { $side }에게 왕이 둘 이상 있습니다
reader-position-hand-too-large = 손에 든 기물이 너무 많습니다
reader-position-opposite-check = 차례가 아닌 쪽이 장군을 받고 있습니다
reader-position-pawn-on-back-rank = { $square }의 폰이 자기 진영의 첫 가로줄에 있습니다
reader-position-unreachable = { $side }의 { $square }에 있는 { $piece }은(는) 어떤 대국에서도 갈 수 없는 자리에 있습니다
reader-position-too-many-pieces = { $side }의 { $piece }이(가) 이 게임의 기물 한 벌(승격 포함)로 나올 수 있는 수보다 많습니다
reader-position-double-pawn = { $side }에게 { $square }의 세로줄에 승격하지 않은 보병이 두 개 있습니다
reader-position-already-over = 대국이 시작하기도 전에 끝나 버립니다(둘 수가 없거나 이미 승부가 났습니다)

## Ashtapada: why a race refused an action.
reader-race-no-throw = 먼저 카우리 조개를 던지세요
reader-race-thrown = 카우리 조개를 이미 던졌습니다: 말을 움직이세요
reader-race-illegal = 이번 던지기로는 { $input }을(를) 둘 수 없습니다
