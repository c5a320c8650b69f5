# Traditional Chinese (zh-TW) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] 錦標賽
       *[arrangement] 佈陣
    }需要一個名稱。
command-name-too-long = { $what ->
        [tournament] 錦標賽
       *[arrangement] 佈陣
    }名稱最多 { $most } 個純文字字元；{ $name } 不符合。
command-slash = 指令以 / 開頭，例如 { $help }。
command-record-too-long = 這份棋譜長 { $length } 個字元；{ $command } 最多讀取 { $most } 個字元。
command-too-long = 這個指令長 { $length } 個字元；指令最長 { $most } 個字元。
command-handle-too-long = @{ $handle } 不是棋手：使用者名稱最多 { $most } 個字元。
command-unknown = 沒有 { $command } 這個指令；{ $help } 會列出所有指令。

command-race-players = Ashtapada 需要二至四人：{ $usage }
command-race-no-option = Ashtapada 不接受 { $option }: 選項（它是競速局，不計積分）。
command-race-days = days:{ $days }？每次行動的天數可選 1、2、3、5、7、10 或 14。
command-one-opponent = 只有 Ashtapada 可以多於兩人；挑戰只能指定一位 @棋手。
command-vacation-both = 請使用 { $start } 或 { $end }，不能同時使用。

command-tournament-option = { $command } 不接受 { $option }；{ $help } 會說明哪些選項可以搭配使用。
command-tournament-game = 哪種棋？{ $usage }
command-tournament-both = 錦標賽可以是瑞士制或（雙）循環賽，不能兩者兼是。
command-tournament-deadline = deadline: 是瑞士制每輪最多持續的天數；循環賽沒有需要等待的輪次。
command-tournament-size-swiss = size:{ $size }？瑞士制可容納 4 至 128 名棋手。
command-tournament-size-round-robin = size:{ $size }？循環賽可容納 3 至 16 名棋手。
command-usage = { $usage }

command-place-what = 要放置什麼？例如 { $example }，或 { $saved }
command-place-both = 請使用佈子或 saved:NAME，不能同時使用。
command-arrangement-name = { $usage } — 請先命名，再列出佈子。
command-arrangement-pieces = { $usage } — 還需列出佈子，例如 K@e2 F@d2 …
command-link-usage = { $ask } 發起請求，從另一個帳號用 { $confirm } 確認，{ $status } 檢視您的帳號。

command-not-days = { $what }:{ $value } 不是天數
command-cap-alone = cap: 須與費雪計時一起使用，例如 days:7+2
command-days-offered = 沒有 days:{ $days } 這個選項；請從 1、2、3、5、7、10、14 中選擇（或使用費雪計時：days:7+2）
command-fischer-range = days:{ $days } — 費雪計時為初始 1 至 60 天，每步另加 1 至 14 天，例如 days:7+2
command-cap-range = cap:{ $cap } — 上限至少為初始的 { $initial } 天，最多 90 天

command-or-list = { $init } 或 { $last }
command-and-list = { $init } 和 { $last }
command-no-game = 沒有 { $game } 這種棋；現有棋類：{ $games }。
command-name-player = { $what }？請用 @名字 指定棋手。
command-not-a-number = { $number } 不是數字，應寫成 12 或 #12 這樣的形式。
command-number-range = { $what }？{ $about }：{ $min } 至 { $max }。
command-choose = { $what }？請選擇 { $choices }。
command-yes-no = { $option }:{ $value }？請寫 { $option }:yes 或 { $option }:no。
command-needs-text = { $option }: 需要填寫文字，例如 { $option }:{ $example }。
command-twice = { $option } 出現了兩次；{ $command } 只接受一個。
command-no-such-option = { $command } 沒有選項 { $option }；可用的選項有 { $options }。
command-expected = { $command }？此處應為 { $expected }。
command-nothing-more = { $command } 只需指令名，不接受其他內容；{ $word }？
command-written = { $typed }？正確寫法是 { $usage }
command-needs = { $command } 需要 { $what }：例如 { $example }

command-side-of-game = color:{ $side }？{ $game } 的雙方是 { $first } 和 { $second }（也可用 first、second 或 random）。
command-side-white-black-in-shogi = color:{ $side }？將棋類的英文書籍把先手（先走的一方）稱為 Black，把後手稱為 White：請用 color:sente 或 color:gote。
