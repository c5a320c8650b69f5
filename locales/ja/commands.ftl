# Japanese (ja) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

# $what: tournament（大会）または arrangement（配置）。
command-needs-name = { $what ->
        [tournament] 大会
       *[arrangement] 配置
    }には名前が必要です。
command-name-too-long = { $what ->
        [tournament] 大会
       *[arrangement] 配置
    }の名前は書式なしのテキストで { $most } 文字までです。{ $name } は使えません。
command-slash = コマンドは / で始まります（例：{ $help }）。
command-record-too-long = その棋譜は { $length } 文字あります。{ $command } が読み込めるのは { $most } 文字までです。
command-too-long = そのコマンドは { $length } 文字あります。コマンドは { $most } 文字までです。
command-handle-too-long = @{ $handle } はプレイヤーではありません：ハンドルは { $most } 文字までです。
command-unknown = { $command } というコマンドはありません。{ $help } でコマンドの一覧を表示できます。

command-race-players = アシュタパダは2〜4人で遊びます：{ $usage }
command-race-no-option = アシュタパダには { $option }: オプションはありません（レースなので、常に非レート戦です）。
command-race-days = days:{ $days }？1回の行動あたりの日数は 1、2、3、5、7、10、14 のいずれかです。
command-one-opponent = 3人以上で遊べるのはアシュタパダだけです。対局申し込みで指定できる @プレイヤー は1人です。
command-vacation-both = { $start } か { $end } のどちらか一方だけにしてください。

command-tournament-option = { $command } に { $option } は使えません。どのオプションを組み合わせられるかは { $help } で確認できます。
command-tournament-game = どのゲームですか？{ $usage }
command-tournament-both = 大会はスイス式か（2回）総当たり戦のどちらかです。両方にはできません。
command-tournament-deadline = deadline: はスイス式の1ラウンドの最長日数です。総当たり戦には待つべきラウンドがありません。
command-tournament-size-swiss = size:{ $size }？スイス式の参加人数は 4〜128 人です。
command-tournament-size-round-robin = size:{ $size }？総当たり戦の参加人数は 3〜16 人です。
command-usage = { $usage }

command-place-what = 何を配置しますか？例：{ $example }、または { $saved }
command-place-both = 配置の指定か saved:NAME のどちらか一方だけにしてください。
command-arrangement-name = { $usage } — 名前を付けてから、配置を並べてください。
command-arrangement-pieces = { $usage } — 続けて配置を指定してください（例：K@e2 F@d2 …）
command-link-usage = { $ask } で申請、{ $confirm } でもう一方のアカウントから確認、{ $status } で自分のアカウントを表示します。

command-not-days = { $what }:{ $value } は日数ではありません
command-cap-alone = cap: は days:7+2 のようなフィッシャー方式の持ち時間と一緒に使います
command-days-offered = days:{ $days } は選べません。1、2、3、5、7、10、14 から選んでください（またはフィッシャー方式：days:7+2）
command-fischer-range = days:{ $days } — フィッシャー方式は初期日数 1〜60 日に、1手ごとに 1〜14 日を加算します（例：days:7+2）
command-cap-range = cap:{ $cap } — 上限は初期日数の { $initial } 日以上、90 日以下です

command-or-list = { $init } または { $last }
command-and-list = { $init } と { $last }
command-no-game = { $game } というゲームはありません。ゲームの一覧：{ $games }。
command-name-player = { $what }？プレイヤーは @名前 の形で指定してください。
command-not-a-number = { $number } は数字ではありません（例：12 または #12）。
command-number-range = { $what }？{ $about }：{ $min }〜{ $max }。
command-choose = { $what }？{ $choices } から選んでください。
command-yes-no = { $option }:{ $value }？{ $option }:yes または { $option }:no と指定してください。
command-needs-text = { $option }: にはテキストが必要です（例：{ $option }:{ $example }）。
command-twice = { $option } が2回指定されています。{ $command } で指定できるのは1回だけです。
command-no-such-option = { $command } に { $option } というオプションはありません。使えるオプション：{ $options }。
command-expected = { $command }？ここには { $expected } が入ります。
command-nothing-more = { $command } はコマンド名だけで使います。{ $word } は何ですか？
command-written = { $typed }？正しい書き方：{ $usage }
command-needs = { $command } には { $what } が必要です（例：{ $example }）

command-side-of-game = color:{ $side }？{ $game } の側は { $first } と { $second } です（first と second、random も使えます）。
command-side-white-black-in-shogi = color:{ $side }？将棋類の英語の本では、先手（先に指す側）を Black、後手を White と呼びます。color:sente か color:gote と指定してください。
