# Simplified Chinese (zh-CN) — what each command does and what each option means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.
# cmd-NAME 和 cmd-NAME-OPTION 最多 100 个字符（Discord 的限制）。

# /challenge
cmd-challenge = 邀请一位棋手、这里的任何人或 @tabiya（电脑）对局
cmd-challenge-more = 每步天数（1、2、3、5、7、10 或 14），或费舍尔计时：初始天数，每走一步再加若干天，并设上限。除非设置 rated:yes，否则不计积分。Ashtapada 是二至四人的竞速游戏：最多可指定三位棋手。无人回应时挑战会失效。挑战 @tabiya 可立即与电脑对弈：不计积分，强度从 level:1（最弱）到 level:8，默认为 3。
cmd-challenge-opponent = 要邀请谁（留空则向所有人发出公开挑战）
cmd-challenge-opponent2 = Ashtapada：要邀请的第二位棋手
cmd-challenge-opponent3 = Ashtapada：要邀请的第三位棋手
cmd-challenge-variant = 哪种棋
cmd-challenge-days = 每步天数（1、2、3、5、7、10、14）或费舍尔计时，如 7+2
cmd-challenge-cap = 费舍尔计时：计时最多可累积的天数
cmd-challenge-color = 您执哪一方：first、second 或该棋自己的叫法（red、cho、sente…）；不选则随机（random）
cmd-challenge-rated = 积分对局（默认不计积分）
cmd-challenge-rules = 规则选项，用逗号分隔（见 /rules GAME）
cmd-challenge-fen = 从此局面开始（FEN；将棋用 SFEN）：不计积分
cmd-challenge-level = 电脑的棋力

# /accept
cmd-accept = 接受挑战（或在竞速局中就座）
cmd-accept-more = 如果这里只有一个向您发出的挑战，无需填写编号。
cmd-accept-id = 挑战编号（有多个挑战时）
cmd-accept-race = Ashtapada：哪一局竞速局（这里有多局时）

# /decline
cmd-decline = 拒绝挑战
cmd-decline-more = 如果这里只有一个向您发出的挑战，无需填写编号。
cmd-decline-id = 挑战编号（有多个挑战时）
cmd-decline-race = Ashtapada：哪一局竞速局（这里有多局时）

# /cancel
cmd-cancel = 撤回您的挑战或尚未开始的竞速局
cmd-cancel-more = 如果您在这里只有一个待回应的挑战，无需填写编号。
cmd-cancel-id = 挑战编号（您有多个挑战时）
cmd-cancel-race = Ashtapada：哪一局竞速局（这里有多局时）

# /move
cmd-move = 走一步棋：用该棋的记谱法、SAN 或坐标
cmd-move-more = 停一手、打入（P*55、K@e2）和升变也都算着法。竞速局中：/move enter|c3|c3x2 race:ID。
cmd-move-move = 着法，用该棋的记谱法、SAN 或坐标
cmd-move-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）
cmd-move-at = 您选择该着法时已走的步数（由菜单自动发送）
cmd-move-race = Ashtapada：哪一局竞速局（这里有多局时）

# /board
cmd-board = 只有您能看到的棋盘
cmd-board-more = 按您的棋盘方向和棋子样式显示（见 /settings）；flip 可翻转棋盘。
cmd-board-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）
cmd-board-flip = 翻转棋盘
cmd-board-set = 棋子样式

# /games
cmd-games = 您的对局，轮到您走的排在前面
cmd-games-more = 附每盘的剩余时间；列表较长时只显示前 40 盘，其余只计数。

# /resign
cmd-resign = 认输（会要求确认）
cmd-resign-more = 发送 /resign confirm 确认。
cmd-resign-confirm = 立即认输，不再询问
cmd-resign-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /draw
cmd-draw = 提和，或回应对方的提和
cmd-draw-more = 提和被拒绝后，走完下一步才能再次提和。
cmd-draw-answer = 要做什么（默认为提和）
cmd-draw-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /takeback
cmd-takeback = 请求悔回您的上一步棋（仅限无积分对局）
cmd-takeback-more = 须经对方同意：/takeback accept 或 /takeback decline。
cmd-takeback-answer = 要做什么（默认为提出请求）
cmd-takeback-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /abort
cmd-abort = 在双方都走棋之前取消对局
cmd-abort-more = 锦标赛中不可用：在锦标赛中，始终不走棋的一方判负。
cmd-abort-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /export
cmd-export = 导出对局的棋谱、FEN 或回放动画
cmd-export-more = 所有对局都可导出 PGN；将棋还可导出 KIF 和 CSA；fen: 给出当前局面的 FEN（将棋另附 SFEN），可粘贴到 pychess-variants、Lishogi 或引擎中；gif: 把整盘对局做成动画图片，每步一帧。
cmd-export-format = 棋谱格式（默认为 PGN）
cmd-export-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /analyze
cmd-analyze = 已结束对局的错误分析及走势图
cmd-analyze-more = 逐一搜索每个局面，并按 Lichess 的方式，依每步着法所失去的胜率来评判：在均势对局中，损失约一兵算错误，约一兵半算严重错误；在胜负已定的对局中，则要损失更多才算。每处都附有更佳着法。人与人之间进行中的对局在结束前不作分析（通讯棋的公平原则）；与电脑的无积分对局可以分析。
cmd-analyze-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /import
cmd-import = 读取 PGN、KIF 或 CSA 棋谱；可从终局继续下
cmd-import-more = 将棋谱粘贴在命令之后（在 Discord 上也可附上文件；在 Matrix 上也可回复该文件）。指定 @棋手：发起从棋谱最后局面继续下的挑战，不计积分。不指定：显示该局面供查看。如果 PGN 没有 Variant 标签，请指明棋类；KIF 和 CSA 未指明时视为将棋。
cmd-import-opponent = 挑战这位棋手从棋谱终局继续下
cmd-import-variant = 棋类（棋谱未注明时）
cmd-import-days = 继续对局的每步天数
cmd-import-color = 您在继续对局中执哪一方（默认随机）
cmd-import-record = 棋谱文本：PGN、KIF 或 CSA
cmd-import-file = Discord：以文件形式提供的棋谱

# /rules
cmd-rules = 某种棋的规则和初始局面，或某个棋子的走法
cmd-rules-more = 也会列出挑战时可用 rules: 指定的选项。指定棋子（名称、英文名或字母）：显示其走法图。
cmd-rules-variant = 哪种棋
cmd-rules-piece = 一个棋子：显示其走法图

# /moves
cmd-moves = 您对局中的某个棋子可以走到哪里
cmd-moves-more = 只有您能看到。格子按棋盘上的标注书写：如 e2，将棋为 76。
cmd-moves-square = 棋子所在的格子（如 e2；将棋为 76）
cmd-moves-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /settings
cmd-settings = 您的偏好设置
cmd-settings-more = notify: 可选每次轮到您走棋时提醒、每天通过私信发送一份摘要，或不提醒。计时用完前一天的提醒总会发送。
cmd-settings-set = 棋子样式
cmd-settings-orientation = 哪一方显示在棋盘下方
cmd-settings-notation = 向您显示着法所用的记谱法
cmd-settings-notify = 何时通知您轮到您走棋
cmd-settings-language = 给您的回复所用的语言（未选择时为英语）
cmd-settings-channel = 管理员专用：本频道发布内容所用的语言

# /vacation
cmd-vacation = 暂停您所有对局的计时（假期天数每年发放）
cmd-vacation-more = 不带参数：显示剩余假期天数。/vacation end 可提前结束休假；未用完的天数会退回。
cmd-vacation-days = 休假天数，从现在起算
cmd-vacation-end = 提前结束当前的休假

# /rating
cmd-rating = 积分（Glicko-2），以及您与某位棋手的对战成绩
cmd-rating-more = 指定棋类：显示该棋类的积分及其走势图。
cmd-rating-player = 谁的积分（默认为您自己）
cmd-rating-variant = 哪种棋

# /leaderboard
cmd-leaderboard = 某种棋的稳定积分排行榜，从高到低
cmd-leaderboard-more = 只列出已不再是暂定的积分。
cmd-leaderboard-variant = 哪种棋

# /tournament
cmd-tournament = 循环赛和瑞士制赛事
cmd-tournament-more = ACTION，所有人可用：create、join、leave、standings、pairings、mine、withdraw、export；组织者（或管理员）可用：start、close、open、pause、resume、cancel、replace、adjudicate。
cmd-tournament-action = 要做什么
cmd-tournament-id = 锦标赛编号（这里有多个锦标赛时）
cmd-tournament-variant = create：哪种棋
cmd-tournament-double = create：双循环赛
cmd-tournament-swiss = create：瑞士制（FIDE 荷兰制编排，逐轮进行）
cmd-tournament-rounds = create：瑞士制的轮数（未指定则按参赛人数确定）
cmd-tournament-deadline = create：瑞士制每轮最多持续的天数
cmd-tournament-days = create：每步天数（1、2、3、5、7、10、14）
cmd-tournament-rated = create：积分对局
cmd-tournament-size = create：人数上限（循环赛 3-16，瑞士制 4-128）
cmd-tournament-name = create：锦标赛名称（用 _ 表示空格）
cmd-tournament-register = create：报名开放的天数
cmd-tournament-vacation = create：每位棋手可用的休假天数
cmd-tournament-rules = create：规则选项，用逗号分隔（见 /rules GAME）
cmd-tournament-player = withdraw、replace：针对哪位棋手（仅限组织者）
cmd-tournament-replacement = replace：由谁接替该席位
cmd-tournament-format = export：TRF（交叉表，默认）或所有对局的 PGN
cmd-tournament-game = adjudicate：哪一盘对局
cmd-tournament-result = adjudicate：1-0、0-1 或 draw

# /mypairings
cmd-mypairings = 您的锦标赛对局及其计时
cmd-mypairings-more = 与 /tournament mine 相同。
cmd-mypairings-id = 只看这个锦标赛

# /setup
cmd-setup = 韩国象棋：选择您的马象布阵
cmd-setup-more = SETUP 从您的左边起依次写出棋子，ma 为马，sang 为象：masangsangma、sangmamasang、masangmasang 或 sangmasangma（也可写 마상상마 …）。
cmd-setup-arrangement = 马和象的顺序，从您的左边起
cmd-setup-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /place
cmd-place = 缅甸象棋：一次放置多枚棋子
cmd-place-more = 要么全部放置，要么一枚也不放；save:NAME 可保存布阵供下一局使用。
cmd-place-pieces = 布子，如 K@e2 F@d2
cmd-place-saved = 放置以此名称保存的布阵
cmd-place-save = 将这些布子保存为此名称
cmd-place-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /arrangement
cmd-arrangement = 缅甸象棋：您保存的布阵
cmd-arrangement-more = 按先手方的视角保存；后手方使用时会自动翻转。
cmd-arrangement-action = 列出布阵，或保存一个
cmd-arrangement-name = save：保存所用的名称
cmd-arrangement-pieces = save：布子，如 K@e2 F@d2

# /object
cmd-object = 缅甸象棋：对后手方的车的位置提出异议
cmd-object-more = 只能在布子完成后立即提出，且只有一次。
cmd-object-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /count
cmd-count = 泰国象棋、高棉象棋：开始或停止数步（盘面计数）
cmd-count-more = 由无法将死对方的一方数步；见 /rules makruk。
cmd-count-action = 开始或停止
cmd-count-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /impasse
cmd-impasse = 将棋：宣告持将棋，或接受对方的宣告
cmd-impasse-more = 双方的王都进入敌阵后，按点数判定胜负。
cmd-impasse-action = 宣告（默认）或接受
cmd-impasse-game = 对局编号（在该对局的子区内，或您在这里只有一盘对局时可省略）

# /join
cmd-join = Ashtapada：在竞速局中就座
cmd-join-more = 座位按邀请中列出的顺序分配。
cmd-join-race = 哪一局竞速局（这里有多局时）

# /throw
cmd-throw = Ashtapada：掷贝壳
cmd-throw-more = 只有一种走法时自动走出；无棋可走则轮到下一位。
cmd-throw-race = 哪一局竞速局（这里有多局时）

# /link
cmd-link = 在 Discord、Matrix 和控制台上使用同一个棋手身份
cmd-link-more = /link PLATFORM [HANDLE] 会给出一个私密验证码；从那个账号发送 /link CODE 即可确认。不带参数：显示您的账号。
cmd-link-platform = 请求关联您在该平台上的账号
cmd-link-handle = 您在该平台上的账号（如 @you:example.org）
cmd-link-code = 确认：另一个账号收到的验证码

# /unlink
cmd-unlink = 解除您在某个平台上的账号关联
cmd-unlink-more = 该账号将从头开始；已合并的内容保持不变。
cmd-unlink-platform = 哪个平台

# /help
cmd-help = 所有命令，或某条命令的详细说明
cmd-help-command = 某条命令的详细说明，例如 move
