# Simplified Chinese (zh-CN) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] 锦标赛
       *[arrangement] 布阵
    }需要一个名称。
command-name-too-long = { $what ->
        [tournament] 锦标赛
       *[arrangement] 布阵
    }名称最多 { $most } 个纯文本字符；{ $name } 不符合。
command-slash = 命令以 / 开头，例如 { $help }。
command-record-too-long = 这份棋谱长 { $length } 个字符；{ $command } 最多读取 { $most } 个字符。
command-too-long = 这条命令长 { $length } 个字符；命令最长 { $most } 个字符。
command-handle-too-long = @{ $handle } 不是棋手：用户名最多 { $most } 个字符。
command-unknown = 没有 { $command } 这个命令；{ $help } 会列出所有命令。

command-race-players = Ashtapada 需要二至四人：{ $usage }
command-race-no-option = Ashtapada 不接受 { $option }: 选项（它是竞速局，不计积分）。
command-race-days = days:{ $days }？每次行动的天数可选 1、2、3、5、7、10 或 14。
command-one-opponent = 只有 Ashtapada 可以多于两人；挑战只能指定一位 @棋手。
command-vacation-both = 请使用 { $start } 或 { $end }，不能同时使用。

command-tournament-option = { $command } 不接受 { $option }；{ $help } 会说明哪些选项可以搭配使用。
command-tournament-game = 哪种棋？{ $usage }
command-tournament-both = 锦标赛可以是瑞士制或（双）循环赛，不能两者兼是。
command-tournament-deadline = deadline: 是瑞士制每轮最多持续的天数；循环赛没有需要等待的轮次。
command-tournament-size-swiss = size:{ $size }？瑞士制可容纳 4 至 128 名棋手。
command-tournament-size-round-robin = size:{ $size }？循环赛可容纳 3 至 16 名棋手。
command-usage = { $usage }

command-place-what = 要放置什么？例如 { $example }，或 { $saved }
command-place-both = 请使用布子或 saved:NAME，不能同时使用。
command-arrangement-name = { $usage } — 请先起名，再列出布子。
command-arrangement-pieces = { $usage } — 还需列出布子，例如 K@e2 F@d2 …
command-link-usage = { $ask } 发起请求，从另一个账号用 { $confirm } 确认，{ $status } 查看您的账号。

command-not-days = { $what }:{ $value } 不是天数
command-cap-alone = cap: 须与费舍尔计时一起使用，例如 days:7+2
command-days-offered = 没有 days:{ $days } 这个选项；请从 1、2、3、5、7、10、14 中选择（或使用费舍尔计时：days:7+2）
command-fischer-range = days:{ $days } — 费舍尔计时为初始 1 至 60 天，每步另加 1 至 14 天，例如 days:7+2
command-cap-range = cap:{ $cap } — 上限至少为初始的 { $initial } 天，最多 90 天

command-or-list = { $init } 或 { $last }
command-and-list = { $init } 和 { $last }
command-no-game = 没有 { $game } 这种棋；现有棋类：{ $games }。
command-name-player = { $what }？请用 @名字 指定棋手。
command-not-a-number = { $number } 不是数字，应写成 12 或 #12 这样的形式。
command-number-range = { $what }？{ $about }：{ $min } 至 { $max }。
command-choose = { $what }？请选择 { $choices }。
command-yes-no = { $option }:{ $value }？请写 { $option }:yes 或 { $option }:no。
command-needs-text = { $option }: 需要填写文本，例如 { $option }:{ $example }。
command-twice = { $option } 出现了两次；{ $command } 只接受一个。
command-no-such-option = { $command } 没有选项 { $option }；可用的选项有 { $options }。
command-expected = { $command }？此处应为 { $expected }。
command-nothing-more = { $command } 只需命令名，不接受其他内容；{ $word }？
command-written = { $typed }？正确写法是 { $usage }
command-needs = { $command } 需要 { $what }：例如 { $example }

command-side-of-game = color:{ $side }？{ $game } 的双方是 { $first } 和 { $second }（也可用 first、second 或 random）。
command-side-white-black-in-shogi = color:{ $side }？将棋类的英文书籍把先手（先走的一方）称为 Black，把后手称为 White：请用 color:sente 或 color:gote。
