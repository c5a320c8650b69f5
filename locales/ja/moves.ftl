# Machine-drafted translation; not yet checked by a native speaker.
# How each piece moves, game by game (/rules GAME PIECE and the rules books): the engine's own
# English (a test holds the two together). An id with an option's key is the piece under that
# option; the others are the historical rules.

## chaturanga
moves-chaturanga-king = 周囲8方向のいずれかに1マス進む。一度も王手を受けていなければ、対局中に一度だけ、代わりにアシュワのように跳ぶことができる。
moves-chaturanga-counsellor = 斜めに1マス進む。
moves-chaturanga-elephant = 斜めにちょうど2マス跳ぶ（間にある駒は跳び越える）。盤の暗いマスまたは明るいマスのうち、4分の1にしか行けない。
moves-chaturanga-biruni-elephant-elephant = 真っすぐ前、または斜め4方向のいずれかに1マス進む。
moves-chaturanga-aladli-elephant-elephant = 縦または横にちょうど2マス跳ぶ（間にある駒は跳び越える）。
moves-chaturanga-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-chaturanga-chariot = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-chaturanga-foot-soldier = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。2マス進むことはできない。最終段に達すると昇格する。

## shatranj
moves-shatranj-king = 周囲8方向のいずれかに1マス進む。
moves-shatranj-counsellor = 斜めに1マス進む。
moves-shatranj-elephant = 斜めにちょうど2マス跳ぶ（間にある駒は跳び越える）。盤の暗いマスまたは明るいマスのうち、4分の1にしか行けない。
moves-shatranj-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-shatranj-chariot = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-shatranj-foot-soldier = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。2マス進むことはできない。最終段に達すると昇格する。

## senterej
moves-senterej-king = 周囲8方向のいずれかに1マス進む。
moves-senterej-counsellor = 斜めに1マス進む。
moves-senterej-elephant = 斜めにちょうど2マス跳ぶ（間にある駒は跳び越える）。盤の暗いマスまたは明るいマスのうち、4分の1にしか行けない。
moves-senterej-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-senterej-castle = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-senterej-pawn = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。2マス進むことはできない。最終段に達すると昇格する。

## ninthcentury
moves-ninthcentury-king = 周囲8方向のいずれかに1マス進む。
moves-ninthcentury-counsellor = 斜めに1マス進む。
moves-ninthcentury-elephant-dabbbah = 縦または横にちょうど2マス跳ぶ（間にある駒は跳び越える）。
moves-ninthcentury-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-ninthcentury-chariot = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-ninthcentury-foot-soldier = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。2マス進むことはできない。最終段に達すると昇格する。

## sittuyin
moves-sittuyin-king = 周囲8方向のいずれかに1マス進む。
moves-sittuyin-general-counsellor = 斜めに1マス進む。
moves-sittuyin-elephant = 真っすぐ前、または斜め4方向のいずれかに1マス進む。
moves-sittuyin-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-sittuyin-chariot = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-sittuyin-soldier = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。自分のシッケが取られていれば、敵側の半分にある印の付いた斜線上のマスでシッケになることができる。

## makruk
moves-makruk-king = 周囲8方向のいずれかに1マス進む。
moves-makruk-counsellor = 斜めに1マス進む。
moves-makruk-nobleman = 真っすぐ前、または斜め4方向のいずれかに1マス進む。
moves-makruk-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-makruk-boat = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-makruk-cowrie-shell-pawn = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。6段目に達するとメットになる。

## ouk
moves-ouk-king = 周囲8方向のいずれかに1マス進む。最初に動くとき、一度も王手を受けていなければ、代わりにセスのように跳ぶことができる。
moves-ouk-maiden-counsellor = 斜めに1マス進む。最初に動くときは、代わりに真っすぐ前へ2マス進んでもよい（ただし駒は取れない）。
moves-ouk-pillar = 真っすぐ前、または斜め4方向のいずれかに1マス進む。
moves-ouk-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-ouk-boat = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-ouk-fish-pawn = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。6段目に達するとネアンになる。

## shatar
moves-shatar-lord-king = 周囲8方向のいずれかに1マス進む。
moves-shatar-big-animal = 縦横に何マスでも進むか、斜めに1マス進む。
moves-shatar-camel-bishop = 斜めに何マスでも進める。駒を飛び越えることはできない。
moves-shatar-old-bers-big-animal = 斜めに1マス進む。
moves-shatar-old-bishop-camel-bishop = 斜めにちょうど2マス跳ぶ（間にある駒は跳び越える）。盤の暗いマスまたは明るいマスのうち、4分の1にしか行けない。
moves-shatar-horse = 自分のいる横の列・縦の列・斜めの線のどれにも乗っていない最も近いマスへ跳ぶ（一方向に2マス、もう一方向に1マス）。間にある駒は跳び越える。
moves-shatar-chariot = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-shatar-child-pawn = 真っすぐ前に1マス進み、駒を取るときは斜め前に1マス。最終段に達するとベルスになる。
moves-shatar-amazon-horse-amazon-horse = すでに動いたモリ。モリのように跳ぶか、テレグまたはテメエのように動く。

## xiangqi
moves-xiangqi-general = 線に沿って1点進む。九宮から出ることはできない。両方の帥・将は、間に駒のない同じ縦線上で向かい合ってはならない。
moves-xiangqi-advisor = 斜めに1点進む。九宮から出ることはできない。
moves-xiangqi-elephant = 斜めにちょうど2点進む（間の点が空いているときだけ）。河を越えることはできない。
moves-xiangqi-horse = 線に沿って1点進み、そこから外側へ斜めに1点進む。最初の点（脚）は空いていなければならない。
moves-xiangqi-chariot = 縦横に何点でも進める。駒を飛び越えることはできない。
moves-xiangqi-cannon = 車と同じように動く。駒を取るときだけ、途中にあるちょうど1つの駒（砲台）を跳び越えて取る。
moves-xiangqi-soldier = 前に1点進む。河を越えた後は横にも1点進める。後ろに戻ることも、成ることもない。

## janggi
moves-janggi-general = 宮の線に沿って1点進む（斜めに進めるのは宮に斜線がある所だけ）。宮から出ることはできない。
moves-janggi-guard = 宮の線に沿って1点進む。宮から出ることはできない。
moves-janggi-elephant = 線に沿って1点進み、そこから外側へ斜めに2点進む。通る点はすべて空いていなければならない。
moves-janggi-horse = 線に沿って1点進み、そこから外側へ斜めに1点進む。最初の点は空いていなければならない。
moves-janggi-chariot = 縦横、および宮の斜線に沿って何点でも進める。駒を飛び越えることはできない。
moves-janggi-cannon = 線（または宮の斜線）に沿って、ちょうど1つの駒を跳び越えて動き、また駒を取る。跳び越える駒が包であってはならず、包を取ることもできない。
moves-janggi-soldier = 前か横に1点進む（敵の宮の中では、斜線に沿って前にも進める）。成ることはない。

## heianshogi
moves-heianshogi-king = 周囲8方向のいずれかに1マス進む。
moves-heianshogi-gold-general = 斜め後ろ以外の6方向に1マス進む。
moves-heianshogi-silver-general = 真っすぐ前、または斜め4方向のいずれかに1マス進む。
moves-heianshogi-knight = 2マス前の左右どちらかのマスに跳ぶ。チェスのナイトが行けるマスのうち、前方の2つだけにあたる。
moves-heianshogi-lance = 真っすぐ前に何マスでも進める。駒を飛び越えることはできない。
moves-heianshogi-pawn = 真っすぐ前に1マス進み、駒を取るときも同じ。
moves-heianshogi-promoted-pawn = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-heianshogi-promoted-silver = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-heianshogi-promoted-knight = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-heianshogi-promoted-lance = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。

## shoshogi
moves-shoshogi-king = 周囲8方向のいずれかに1マス進む。
moves-shoshogi-gold-general = 斜め後ろ以外の6方向に1マス進む。
moves-shoshogi-silver-general = 真っすぐ前、または斜め4方向のいずれかに1マス進む。
moves-shoshogi-knight = 2マス前の左右どちらかのマスに跳ぶ。チェスのナイトが行けるマスのうち、前方の2つだけにあたる。
moves-shoshogi-lance = 真っすぐ前に何マスでも進める。駒を飛び越えることはできない。
moves-shoshogi-pawn = 真っすぐ前に1マス進み、駒を取るときも同じ。
moves-shoshogi-rook = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-shoshogi-bishop = 斜めに何マスでも進める。駒を飛び越えることはできない。
moves-shoshogi-drunk-elephant = 真後ろ以外の7方向に1マス進む。成ると太子になる。
moves-shoshogi-promoted-pawn = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shoshogi-promoted-silver = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shoshogi-promoted-knight = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shoshogi-promoted-lance = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shoshogi-dragon-king = 飛車の動きに加えて、斜めに1マス進める。
moves-shoshogi-dragon-horse = 角行の動きに加えて、縦横に1マス進める。
moves-shoshogi-crown-prince = 玉将と同じように動き、王の役割も持つ。玉将と太子が両方そろっている間はどちらを王手のままにしてもよく、両方を失ったときにだけ負けになる。

## shogi
moves-shogi-king = 周囲8方向のいずれかに1マス進む。
moves-shogi-gold-general = 斜め後ろ以外の6方向に1マス進む。
moves-shogi-silver-general = 真っすぐ前、または斜め4方向のいずれかに1マス進む。
moves-shogi-knight = 2マス前の左右どちらかのマスに跳ぶ。チェスのナイトが行けるマスのうち、前方の2つだけにあたる。
moves-shogi-lance = 真っすぐ前に何マスでも進める。駒を飛び越えることはできない。
moves-shogi-pawn = 真っすぐ前に1マス進み、駒を取るときも同じ。
moves-shogi-rook = 縦横に何マスでも進める。駒を飛び越えることはできない。
moves-shogi-bishop = 斜めに何マスでも進める。駒を飛び越えることはできない。
moves-shogi-promoted-pawn = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shogi-promoted-silver = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shogi-promoted-knight = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shogi-promoted-lance = 成ると金将と同じ動きになる：斜め後ろ以外の6方向に1マス。
moves-shogi-dragon-king = 飛車の動きに加えて、斜めに1マス進める。
moves-shogi-dragon-horse = 角行の動きに加えて、縦横に1マス進める。
