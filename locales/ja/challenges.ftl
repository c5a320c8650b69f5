# Japanese (ja) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

challenge-declined = { $who } が対局申し込み #{ $id } を断りました。
# $verb: accept（承諾）、decline（拒否）、cancel（取り消し）。
challenge-not-one-you-can = 対局申し込み #{ $id } は、ここではあなたが{ $verb ->
        [accept] 承諾
        [decline] 拒否
       *[cancel] 取り消し
    }できるものではありません。
challenge-none-to = ここには、あなたが{ $verb ->
        [accept] 承諾
        [decline] 拒否
       *[cancel] 取り消し
    }できる対局申し込みはありません。
challenge-several = 対局申し込みが複数あります：{ $ids }。どれか指定してください（例：{ $example }）。
challenge-accept-own = 自分の対局申し込みは承諾できません。
challenge-accept-not-open = 対局申し込み #{ $id } は、ここではあなたが承諾できません。承諾できるのは申し込まれたプレイヤーだけです。
challenge-game-begins = 対局 #{ $game } 開始：{ $who }、あなたの手番です。
challenge-game-starts = 対局 #{ $game }：{ $name } — { $white }（{ $white_side }）対 { $black }（{ $black_side }）、{ $rated ->
        [yes] レート戦
       *[no] 非レート戦
    }、{ $time }{ $from }。{ $first } の手番です。
challenge-from-position = 、局面 { $position } から
challenge-yourself = 自分自身に対局を申し込むことはできません。
challenge-too-many-open = 未決の対局申し込みが { $count } 件あり、これが1人あたりの上限です。先に { $cancel } でどれかを取り消すか、返答を待ってください。
challenge-too-many-to-one = { $who } への未決の対局申し込みがすでに { $count } 件あります。返答を待つか、{ $cancel } でどれかを取り消してください。
challenge-level-is-computers = level: はコンピューターの強さです。コンピューターには { $challenge } で対局を申し込んでください。
challenge-computer-casual = コンピューターとの対局は非レート戦です。rated:yes を外してください。
challenge-position-casual = 指定局面からの対局は非レート戦です。rated:yes を外してください。
challenge-cancelled = 対局申し込み #{ $id } を取り消しました。

# 対局申し込みの投稿。
challenge-posted = 対局申し込み #{ $id }：{ $who } が { $to } を対局に招待しています：{ $game }{ $options }、{ $rated ->
        [yes] レート戦
       *[no] 非レート戦
    }、{ $time }{ $from }。{ $answer }（{ $until } まで有効）
challenge-anyone = この場の誰か
challenge-options = （{ $options }）
challenge-accept-button = 承諾
challenge-decline-button = 拒否
