# Traditional Chinese (zh-TW) — what each command does and what each option means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.
# cmd-NAME 和 cmd-NAME-OPTION 最多 100 個字元（Discord 的限制）。

# /challenge
cmd-challenge = 邀請一位棋手、這裡的任何人或 @tabiya（電腦）對局
cmd-challenge-more = 每步天數（1、2、3、5、7、10 或 14），或費雪計時：初始天數，每走一步再加若干天，並設上限。除非設定 rated:yes，否則不計積分。Ashtapada 是二至四人的競速遊戲：最多可指定三位棋手。無人回應時挑戰會失效。挑戰 @tabiya 可立即與電腦對弈：不計積分，強度從 level:1（最弱）到 level:8，預設為 3。
cmd-challenge-opponent = 要邀請誰（留空則向所有人發出公開挑戰）
cmd-challenge-opponent2 = Ashtapada：要邀請的第二位棋手
cmd-challenge-opponent3 = Ashtapada：要邀請的第三位棋手
cmd-challenge-variant = 哪種棋
cmd-challenge-days = 每步天數（1、2、3、5、7、10、14）或費雪計時，如 7+2
cmd-challenge-cap = 費雪計時：計時最多可累積的天數
cmd-challenge-color = 您執哪一方：first、second 或該棋自己的叫法（red、cho、sente…）；不選則隨機（random）
cmd-challenge-rated = 積分對局（預設不計積分）
cmd-challenge-rules = 規則選項，用逗號分隔（見 /rules GAME）
cmd-challenge-fen = 從此局面開始（FEN；將棋用 SFEN）：不計積分
cmd-challenge-level = 電腦的棋力

# /accept
cmd-accept = 接受挑戰（或在競速局中就座）
cmd-accept-more = 如果這裡只有一個向您發出的挑戰，無需填寫編號。
cmd-accept-id = 挑戰編號（有多個挑戰時）
cmd-accept-race = Ashtapada：哪一局競速局（這裡有多局時）

# /decline
cmd-decline = 拒絕挑戰
cmd-decline-more = 如果這裡只有一個向您發出的挑戰，無需填寫編號。
cmd-decline-id = 挑戰編號（有多個挑戰時）
cmd-decline-race = Ashtapada：哪一局競速局（這裡有多局時）

# /cancel
cmd-cancel = 撤回您的挑戰或尚未開始的競速局
cmd-cancel-more = 如果您在這裡只有一個待回應的挑戰，無需填寫編號。
cmd-cancel-id = 挑戰編號（您有多個挑戰時）
cmd-cancel-race = Ashtapada：哪一局競速局（這裡有多局時）

# /move
cmd-move = 走一步棋：用該棋的記譜法、SAN 或座標
cmd-move-more = 停一手、打入（P*55、K@e2）和升變也都算著法。競速局中：/move enter|c3|c3x2 race:ID。
cmd-move-move = 著法，用該棋的記譜法、SAN 或座標
cmd-move-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）
cmd-move-at = 您選擇該著法時已走的步數（由選單自動傳送）
cmd-move-race = Ashtapada：哪一局競速局（這裡有多局時）

# /board
cmd-board = 只有您能看到的棋盤
cmd-board-more = 按您的棋盤方向和棋子樣式顯示（見 /settings）；flip 可翻轉棋盤。
cmd-board-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）
cmd-board-flip = 翻轉棋盤
cmd-board-set = 棋子樣式

# /games
cmd-games = 您的對局，輪到您走的排在前面
cmd-games-more = 附每盤的剩餘時間；列表較長時只顯示前 40 盤，其餘只計數。

# /resign
cmd-resign = 認輸（會要求確認）
cmd-resign-more = 傳送 /resign confirm 確認。
cmd-resign-confirm = 立即認輸，不再詢問
cmd-resign-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /draw
cmd-draw = 提和，或回應對方的提和
cmd-draw-more = 提和被拒絕後，走完下一步才能再次提和。
cmd-draw-answer = 要做什麼（預設為提和）
cmd-draw-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /takeback
cmd-takeback = 請求悔回您的上一步棋（僅限無積分對局）
cmd-takeback-more = 須經對方同意：/takeback accept 或 /takeback decline。
cmd-takeback-answer = 要做什麼（預設為提出請求）
cmd-takeback-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /abort
cmd-abort = 在雙方都走棋之前取消對局
cmd-abort-more = 錦標賽中不可用：在錦標賽中，始終不走棋的一方判負。
cmd-abort-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /export
cmd-export = 匯出對局的棋譜、FEN 或重播動畫
cmd-export-more = 所有對局都可匯出 PGN；將棋還可匯出 KIF 和 CSA；fen: 給出目前局面的 FEN（將棋另附 SFEN），可貼到 pychess-variants、Lishogi 或引擎中；gif: 把整盤對局做成動畫圖片，每步一格。
cmd-export-format = 棋譜格式（預設為 PGN）
cmd-export-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /analyze
cmd-analyze = 已結束對局的錯誤分析及走勢圖
cmd-analyze-more = 逐一搜尋每個局面，並按 Lichess 的方式，依每步著法所失去的勝率來評判：在均勢對局中，損失約一兵算錯誤，約一兵半算嚴重錯誤；在勝負已定的對局中，則要損失更多才算。每處都附有更佳著法。人與人之間進行中的對局在結束前不作分析（通訊棋的公平原則）；與電腦的無積分對局可以分析。
cmd-analyze-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /import
cmd-import = 讀取 PGN、KIF 或 CSA 棋譜；可從終局繼續下
cmd-import-more = 將棋譜貼在指令之後（在 Discord 上也可附上檔案；在 Matrix 上也可回覆該檔案）。指定 @棋手：發起從棋譜最後局面繼續下的挑戰，不計積分。不指定：顯示該局面供檢視。如果 PGN 沒有 Variant 標籤，請指明棋類；KIF 和 CSA 未指明時視為將棋。
cmd-import-opponent = 挑戰這位棋手從棋譜終局繼續下
cmd-import-variant = 棋類（棋譜未註明時）
cmd-import-days = 繼續對局的每步天數
cmd-import-color = 您在繼續對局中執哪一方（預設隨機）
cmd-import-record = 棋譜文字：PGN、KIF 或 CSA
cmd-import-file = Discord：以檔案形式提供的棋譜

# /rules
cmd-rules = 某種棋的規則和初始局面，或某個棋子的走法
cmd-rules-more = 也會列出挑戰時可用 rules: 指定的選項。指定棋子（名稱、英文名或字母）：顯示其走法圖。
cmd-rules-variant = 哪種棋
cmd-rules-piece = 一個棋子：顯示其走法圖

# /moves
cmd-moves = 您對局中的某個棋子可以走到哪裡
cmd-moves-more = 只有您能看到。格子按棋盤上的標註書寫：如 e2，將棋為 76。
cmd-moves-square = 棋子所在的格子（如 e2；將棋為 76）
cmd-moves-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /settings
cmd-settings = 您的偏好設定
cmd-settings-more = notify: 可選每次輪到您走棋時提醒、每天透過私訊傳送一份摘要，或不提醒。計時用完前一天的提醒總會傳送。
cmd-settings-set = 棋子樣式
cmd-settings-orientation = 哪一方顯示在棋盤下方
cmd-settings-notation = 向您顯示著法所用的記譜法
cmd-settings-notify = 何時通知您輪到您走棋
cmd-settings-language = 給您的回覆所用的語言（未選擇時為英語）
cmd-settings-channel = 管理員專用：本頻道發布內容所用的語言

# /vacation
cmd-vacation = 暫停您所有對局的計時（假期天數每年發放）
cmd-vacation-more = 不加參數：顯示剩餘假期天數。/vacation end 可提前結束休假；未用完的天數會退回。
cmd-vacation-days = 休假天數，從現在起算
cmd-vacation-end = 提前結束目前的休假

# /rating
cmd-rating = 積分（Glicko-2），以及您與某位棋手的對戰成績
cmd-rating-more = 指定棋類：顯示該棋類的積分及其走勢圖。
cmd-rating-player = 誰的積分（預設為您自己）
cmd-rating-variant = 哪種棋

# /leaderboard
cmd-leaderboard = 某種棋的穩定積分排行榜，從高到低
cmd-leaderboard-more = 只列出已不再是暫定的積分。
cmd-leaderboard-variant = 哪種棋

# /tournament
cmd-tournament = 循環賽和瑞士制賽事
cmd-tournament-more = ACTION，所有人可用：create、join、leave、standings、pairings、mine、withdraw、export；組織者（或管理員）可用：start、close、open、pause、resume、cancel、replace、adjudicate。
cmd-tournament-action = 要做什麼
cmd-tournament-id = 錦標賽編號（這裡有多個錦標賽時）
cmd-tournament-variant = create：哪種棋
cmd-tournament-double = create：雙循環賽
cmd-tournament-swiss = create：瑞士制（FIDE 荷蘭制配對，逐輪進行）
cmd-tournament-rounds = create：瑞士制的輪數（未指定則按參賽人數確定）
cmd-tournament-deadline = create：瑞士制每輪最多持續的天數
cmd-tournament-days = create：每步天數（1、2、3、5、7、10、14）
cmd-tournament-rated = create：積分對局
cmd-tournament-size = create：人數上限（循環賽 3-16，瑞士制 4-128）
cmd-tournament-name = create：錦標賽名稱（用 _ 表示空格）
cmd-tournament-register = create：報名開放的天數
cmd-tournament-vacation = create：每位棋手可用的休假天數
cmd-tournament-rules = create：規則選項，用逗號分隔（見 /rules GAME）
cmd-tournament-player = withdraw、replace：針對哪位棋手（僅限組織者）
cmd-tournament-replacement = replace：由誰接替該席位
cmd-tournament-format = export：TRF（交叉表，預設）或所有對局的 PGN
cmd-tournament-game = adjudicate：哪一盤對局
cmd-tournament-result = adjudicate：1-0、0-1 或 draw

# /mypairings
cmd-mypairings = 您的錦標賽對局及其計時
cmd-mypairings-more = 與 /tournament mine 相同。
cmd-mypairings-id = 只看這個錦標賽

# /setup
cmd-setup = 韓國將棋：選擇您的馬象佈陣
cmd-setup-more = SETUP 從您的左邊起依次寫出棋子，ma 為馬，sang 為象：masangsangma、sangmamasang、masangmasang 或 sangmasangma（也可寫 마상상마 …）。
cmd-setup-arrangement = 馬和象的順序，從您的左邊起
cmd-setup-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /place
cmd-place = 緬甸象棋：一次放置多枚棋子
cmd-place-more = 全部放置，或一枚也不放；save:NAME 可儲存佈陣供下一局使用。
cmd-place-pieces = 佈子，如 K@e2 F@d2
cmd-place-saved = 放置以此名稱儲存的佈陣
cmd-place-save = 將這些佈子儲存為此名稱
cmd-place-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /arrangement
cmd-arrangement = 緬甸象棋：您儲存的佈陣
cmd-arrangement-more = 按先手方的視角儲存；後手方使用時會自動翻轉。
cmd-arrangement-action = 列出佈陣，或儲存一個
cmd-arrangement-name = save：儲存所用的名稱
cmd-arrangement-pieces = save：佈子，如 K@e2 F@d2

# /object
cmd-object = 緬甸象棋：對後手方的車的位置提出異議
cmd-object-more = 只能在佈子完成後立即提出，且只有一次。
cmd-object-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /count
cmd-count = 泰國象棋、高棉象棋：開始或停止數步（盤面計數）
cmd-count-more = 由無法將死對方的一方數步；見 /rules makruk。
cmd-count-action = 開始或停止
cmd-count-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /impasse
cmd-impasse = 將棋：宣告持將棋，或接受對方的宣告
cmd-impasse-more = 雙方的王都進入敵陣後，按點數判定勝負。
cmd-impasse-action = 宣告（預設）或接受
cmd-impasse-game = 對局編號（在該對局的討論串內，或您在這裡只有一盤對局時可省略）

# /join
cmd-join = Ashtapada：在競速局中就座
cmd-join-more = 座位按邀請中列出的順序分配。
cmd-join-race = 哪一局競速局（這裡有多局時）

# /throw
cmd-throw = Ashtapada：擲貝殼
cmd-throw-more = 只有一種走法時自動走出；無棋可走則輪到下一位。
cmd-throw-race = 哪一局競速局（這裡有多局時）

# /link
cmd-link = 在 Discord、Matrix 和主控台上使用同一個棋手身份
cmd-link-more = /link PLATFORM [HANDLE] 會給出一個私密驗證碼；從那個帳號傳送 /link CODE 即可確認。不加參數：顯示您的帳號。
cmd-link-platform = 請求關聯您在該平台上的帳號
cmd-link-handle = 您在該平台上的帳號（如 @you:example.org）
cmd-link-code = 確認：另一個帳號收到的驗證碼

# /unlink
cmd-unlink = 解除您在某個平台上的帳號關聯
cmd-unlink-more = 該帳號將從頭開始；已合併的內容保持不變。
cmd-unlink-platform = 哪個平台

# /help
cmd-help = 所有指令，或某個指令的詳細說明
cmd-help-command = 某個指令的詳細說明，例如 move
