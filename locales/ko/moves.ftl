# Machine-drafted translation; not yet checked by a native speaker.
# How each piece moves, game by game (/rules GAME PIECE and the rules books): the engine's own
# English (a test holds the two together). An id with an option's key is the piece under that
# option; the others are the historical rules.

## chaturanga
moves-chaturanga-king = 모든 방향으로 한 칸 움직입니다. 한 번도 장군을 받은 적이 없다면, 한 판에 한 번 대신 아스바처럼 뛸 수 있습니다.
moves-chaturanga-counsellor = 대각선으로 한 칸 움직입니다.
moves-chaturanga-elephant = 대각선으로 정확히 두 칸 뛰며, 사이에 무엇이 있든 뛰어넘습니다. 판의 어두운 칸이나 밝은 칸 가운데 4분의 1에만 갈 수 있습니다.
moves-chaturanga-biruni-elephant-elephant = 앞으로 곧장 한 칸, 또는 어느 방향으로든 대각선으로 한 칸 움직입니다.
moves-chaturanga-aladli-elephant-elephant = 가로줄이나 세로줄을 따라 정확히 두 칸 뛰며, 사이에 있는 것은 뛰어넘습니다.
moves-chaturanga-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-chaturanga-chariot = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-chaturanga-foot-soldier = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 두 칸 전진은 없습니다. 마지막 줄에 이르면 승격합니다.

## shatranj
moves-shatranj-king = 모든 방향으로 한 칸 움직입니다.
moves-shatranj-counsellor = 대각선으로 한 칸 움직입니다.
moves-shatranj-elephant = 대각선으로 정확히 두 칸 뛰며, 사이에 무엇이 있든 뛰어넘습니다. 판의 어두운 칸이나 밝은 칸 가운데 4분의 1에만 갈 수 있습니다.
moves-shatranj-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-shatranj-chariot = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shatranj-foot-soldier = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 두 칸 전진은 없습니다. 마지막 줄에 이르면 승격합니다.

## senterej
moves-senterej-king = 모든 방향으로 한 칸 움직입니다.
moves-senterej-counsellor = 대각선으로 한 칸 움직입니다.
moves-senterej-elephant = 대각선으로 정확히 두 칸 뛰며, 사이에 무엇이 있든 뛰어넘습니다. 판의 어두운 칸이나 밝은 칸 가운데 4분의 1에만 갈 수 있습니다.
moves-senterej-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-senterej-castle = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-senterej-pawn = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 두 칸 전진은 없습니다. 마지막 줄에 이르면 승격합니다.

## ninthcentury
moves-ninthcentury-king = 모든 방향으로 한 칸 움직입니다.
moves-ninthcentury-counsellor = 대각선으로 한 칸 움직입니다.
moves-ninthcentury-elephant-dabbbah = 가로줄이나 세로줄을 따라 정확히 두 칸 뛰며, 사이에 있는 것은 뛰어넘습니다.
moves-ninthcentury-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-ninthcentury-chariot = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-ninthcentury-foot-soldier = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 두 칸 전진은 없습니다. 마지막 줄에 이르면 승격합니다.

## sittuyin
moves-sittuyin-king = 모든 방향으로 한 칸 움직입니다.
moves-sittuyin-general-counsellor = 대각선으로 한 칸 움직입니다.
moves-sittuyin-elephant = 앞으로 곧장 한 칸, 또는 어느 방향으로든 대각선으로 한 칸 움직입니다.
moves-sittuyin-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-sittuyin-chariot = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-sittuyin-soldier = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 자기 장군(고문)을 잃었다면, 상대 진영 절반에 표시된 대각선 칸에서 장군(고문)이 될 수 있습니다.

## makruk
moves-makruk-king = 모든 방향으로 한 칸 움직입니다.
moves-makruk-counsellor = 대각선으로 한 칸 움직입니다.
moves-makruk-nobleman = 앞으로 곧장 한 칸, 또는 어느 방향으로든 대각선으로 한 칸 움직입니다.
moves-makruk-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-makruk-boat = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-makruk-cowrie-shell-pawn = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 여섯째 줄에 이르면 멧이 됩니다.

## ouk
moves-ouk-king = 모든 방향으로 한 칸 움직입니다. 처음 움직일 때, 한 번도 장군을 받은 적이 없다면 대신 말처럼 뛸 수 있습니다.
moves-ouk-maiden-counsellor = 대각선으로 한 칸 움직입니다. 처음 움직일 때는 대신 앞으로 곧장 두 칸 갈 수 있지만, 이때는 잡을 수 없습니다.
moves-ouk-pillar = 앞으로 곧장 한 칸, 또는 어느 방향으로든 대각선으로 한 칸 움직입니다.
moves-ouk-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-ouk-boat = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-ouk-fish-pawn = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 여섯째 줄에 이르면 여인(고문)이 됩니다.

## shatar
moves-shatar-lord-king = 모든 방향으로 한 칸 움직입니다.
moves-shatar-big-animal = 가로줄이나 세로줄을 따라 몇 칸이든, 또는 대각선으로 한 칸 움직입니다.
moves-shatar-camel-bishop = 대각선을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shatar-old-bers-big-animal = 대각선으로 한 칸 움직입니다.
moves-shatar-old-bishop-camel-bishop = 대각선으로 정확히 두 칸 뛰며, 사이에 무엇이 있든 뛰어넘습니다. 판의 어두운 칸이나 밝은 칸 가운데 4분의 1에만 갈 수 있습니다.
moves-shatar-horse = 자기 가로줄·세로줄·대각선 위에 있지 않은 가장 가까운 칸으로 뜁니다(한쪽으로 두 칸, 다른 쪽으로 한 칸). 사이에 있는 것은 뛰어넘습니다.
moves-shatar-chariot = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shatar-child-pawn = 앞으로 곧장 한 칸 움직이고, 잡을 때는 대각선 앞으로 한 칸입니다. 마지막 줄에 이르면 바라스가 됩니다.
moves-shatar-amazon-horse-amazon-horse = 이미 움직인 모리입니다. 모리처럼 뛰거나, 테르게나 테메처럼 움직입니다.

## xiangqi
moves-xiangqi-general = 선을 따라 한 점 움직이며, 궁성을 벗어날 수 없습니다. 양쪽의 장과 수는 사이에 기물이 없는 같은 세로줄에서 서로 마주 볼 수 없습니다.
moves-xiangqi-advisor = 대각선으로 한 점 움직이며, 궁성을 벗어날 수 없습니다.
moves-xiangqi-elephant = 대각선으로 정확히 두 점 움직입니다(사이의 점이 비어 있을 때만). 강을 건널 수 없습니다.
moves-xiangqi-horse = 선을 따라 한 점 간 뒤 바깥쪽 대각선으로 한 점 갑니다. 첫 점(멱)이 비어 있어야 합니다.
moves-xiangqi-chariot = 가로줄이나 세로줄을 따라 몇 점이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-xiangqi-cannon = 차처럼 움직입니다. 잡을 때만, 가는 길에 있는 기물 정확히 하나(포다리)를 뛰어넘어 잡습니다.
moves-xiangqi-soldier = 앞으로 한 점 움직입니다. 강을 건넌 뒤에는 옆으로도 한 점 움직일 수 있습니다. 뒤로 가지 않으며 승격하지도 않습니다.

## janggi
moves-janggi-general = 궁성의 선을 따라 한 점 움직이며(대각선은 궁성에 대각선이 그어진 곳에서만), 궁성을 벗어날 수 없습니다.
moves-janggi-guard = 궁성의 선을 따라 한 점 움직이며, 궁성을 벗어날 수 없습니다.
moves-janggi-elephant = 선을 따라 한 점 간 뒤 바깥쪽 대각선으로 두 점 갑니다. 지나가는 점은 모두 비어 있어야 합니다.
moves-janggi-horse = 선을 따라 한 점 간 뒤 바깥쪽 대각선으로 한 점 갑니다. 첫 점이 비어 있어야 합니다.
moves-janggi-chariot = 가로줄이나 세로줄, 그리고 궁성의 대각선을 따라 몇 점이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-janggi-cannon = 선(또는 궁성의 대각선)을 따라 기물 정확히 하나를 뛰어넘어 움직이고 잡습니다. 뛰어넘는 기물이 포여서는 안 되며, 포를 잡을 수도 없습니다.
moves-janggi-soldier = 앞이나 옆으로 한 점 움직입니다(상대 궁성 안에서는 대각선을 따라 앞으로도 갑니다). 승격하지 않습니다.

## heianshogi
moves-heianshogi-king = 모든 방향으로 한 칸 움직입니다.
moves-heianshogi-gold-general = 대각선 뒤를 제외한 모든 방향으로 한 칸 움직입니다.
moves-heianshogi-silver-general = 앞으로 곧장 한 칸, 또는 어느 방향으로든 대각선으로 한 칸 움직입니다.
moves-heianshogi-knight = 두 칸 앞에서 옆으로 한 칸인 곳으로 뜁니다. 나이트가 갈 수 있는 칸 가운데 앞쪽 두 칸뿐입니다.
moves-heianshogi-lance = 앞으로 곧장 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-heianshogi-pawn = 앞으로 곧장 한 칸 움직이고, 잡을 때도 같습니다.
moves-heianshogi-promoted-pawn = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-heianshogi-promoted-silver = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-heianshogi-promoted-knight = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-heianshogi-promoted-lance = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.

## shoshogi
moves-shoshogi-king = 모든 방향으로 한 칸 움직입니다.
moves-shoshogi-gold-general = 대각선 뒤를 제외한 모든 방향으로 한 칸 움직입니다.
moves-shoshogi-silver-general = 앞으로 곧장 한 칸, 또는 어느 방향으로든 대각선으로 한 칸 움직입니다.
moves-shoshogi-knight = 두 칸 앞에서 옆으로 한 칸인 곳으로 뜁니다. 나이트가 갈 수 있는 칸 가운데 앞쪽 두 칸뿐입니다.
moves-shoshogi-lance = 앞으로 곧장 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shoshogi-pawn = 앞으로 곧장 한 칸 움직이고, 잡을 때도 같습니다.
moves-shoshogi-rook = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shoshogi-bishop = 대각선을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shoshogi-drunk-elephant = 바로 뒤를 제외한 모든 방향으로 한 칸 움직입니다. 승격하면 태자가 됩니다.
moves-shoshogi-promoted-pawn = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shoshogi-promoted-silver = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shoshogi-promoted-knight = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shoshogi-promoted-lance = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shoshogi-dragon-king = 비차처럼 움직이며, 대각선으로 한 칸도 갈 수 있습니다.
moves-shoshogi-dragon-horse = 각행처럼 움직이며, 가로나 세로로 한 칸도 갈 수 있습니다.
moves-shoshogi-crown-prince = 옥장처럼 움직이며 왕의 지위도 가집니다: 한쪽에 둘 다 있는 동안에는 어느 쪽이든 장군을 받은 채로 두어도 되며, 둘 다 잃어야만 집니다.

## shogi
moves-shogi-king = 모든 방향으로 한 칸 움직입니다.
moves-shogi-gold-general = 대각선 뒤를 제외한 모든 방향으로 한 칸 움직입니다.
moves-shogi-silver-general = 앞으로 곧장 한 칸, 또는 어느 방향으로든 대각선으로 한 칸 움직입니다.
moves-shogi-knight = 두 칸 앞에서 옆으로 한 칸인 곳으로 뜁니다. 나이트가 갈 수 있는 칸 가운데 앞쪽 두 칸뿐입니다.
moves-shogi-lance = 앞으로 곧장 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shogi-pawn = 앞으로 곧장 한 칸 움직이고, 잡을 때도 같습니다.
moves-shogi-rook = 가로줄이나 세로줄을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shogi-bishop = 대각선을 따라 몇 칸이든 움직입니다. 다른 기물을 뛰어넘을 수 없습니다.
moves-shogi-promoted-pawn = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shogi-promoted-silver = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shogi-promoted-knight = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shogi-promoted-lance = 승격하면 금장처럼 움직입니다: 대각선 뒤를 제외한 모든 방향으로 한 칸.
moves-shogi-dragon-king = 비차처럼 움직이며, 대각선으로 한 칸도 갈 수 있습니다.
moves-shogi-dragon-horse = 각행처럼 움직이며, 가로나 세로로 한 칸도 갈 수 있습니다.
