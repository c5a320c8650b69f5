# Japanese (ja) — what each command does and what each of its options means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.
# cmd-NAME と cmd-NAME-OPTION は100文字以内（Discord の制限）。

# /challenge
cmd-challenge = プレイヤー、この場の誰か、または @tabiya（コンピューター）に対局を申し込みます
cmd-challenge-more = 持ち時間は1手あたりの日数（1、2、3、5、7、10、14）か、フィッシャー方式（初期日数に、1手ごとに日数を加算、上限あり）です。rated:yes を付けなければ非レート戦です。アシュタパダは2〜4人のレースで、プレイヤーを3人まで指定できます。誰も応じなければ対局申し込みは期限切れになります。@tabiya に申し込むと、すぐにコンピューターと対局できます：非レート戦、level:1（最弱）〜level:8、指定しなければ 3。
cmd-challenge-opponent = 招待する相手（省略すると誰でも受けられる募集になります）
cmd-challenge-opponent2 = アシュタパダ：2人目の招待相手
cmd-challenge-opponent3 = アシュタパダ：3人目の招待相手
cmd-challenge-variant = ゲームの種類
cmd-challenge-days = 1手あたりの日数（1、2、3、5、7、10、14）、または 7+2 のようなフィッシャー方式
cmd-challenge-cap = フィッシャー方式：時計に貯められる最大日数
cmd-challenge-color = あなたの側：first、second、またはゲーム固有の名前（red、cho、sente…）。指定しなければランダム（random）
cmd-challenge-rated = レート戦にする（指定しなければ非レート戦）
cmd-challenge-rules = ルールオプション、カンマ区切り（/rules GAME を参照）
cmd-challenge-fen = この局面から開始（FEN、将棋は SFEN）：非レート戦になります
cmd-challenge-level = コンピューターの強さ

# /accept
cmd-accept = 対局申し込みを承諾します（またはレースの席に着きます）
cmd-accept-more = ここであなたが受けられる対局申し込みが1つだけなら、番号は不要です。
cmd-accept-id = 対局申し込みの番号（複数ある場合）
cmd-accept-race = アシュタパダ：どのレースか（ここで複数行われている場合）

# /decline
cmd-decline = 対局申し込みを断ります
cmd-decline-more = ここであなたが受けられる対局申し込みが1つだけなら、番号は不要です。
cmd-decline-id = 対局申し込みの番号（複数ある場合）
cmd-decline-race = アシュタパダ：どのレースか（ここで複数行われている場合）

# /cancel
cmd-cancel = 自分の対局申し込み、または開始前のレースを取り消します
cmd-cancel-more = ここにあなたの対局申し込みが1つだけなら、番号は不要です。
cmd-cancel-id = 対局申し込みの番号（自分のものが複数ある場合）
cmd-cancel-race = アシュタパダ：どのレースか（ここで複数行われている場合）

# /move
cmd-move = 指し手を指します（そのゲームの表記、SAN または座標）
cmd-move-more = パス、打つ手（P*55、K@e2）、成りも指し手です。レースでは：/move enter|c3|c3x2 race:ID。
cmd-move-move = 指し手（そのゲームの表記、SAN または座標）
cmd-move-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）
cmd-move-at = その手を選んだ時点での手数（メニューが自動で送ります）
cmd-move-race = アシュタパダ：どのレースか（ここで複数行われている場合）

# /board
cmd-board = 盤面をあなただけに表示します
cmd-board-more = あなたの盤の向きと駒セットで表示します（/settings を参照）。flip で盤を反転します。
cmd-board-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）
cmd-board-flip = 盤を反転する
cmd-board-set = 駒セット

# /games
cmd-games = あなたの対局一覧（あなたの手番の対局から）
cmd-games-more = それぞれの残り時間も表示します。一覧が長いときは最初の40局を表示し、残りは数だけを示します。

# /resign
cmd-resign = 対局を投了します（確認あり）
cmd-resign-more = 確認するには /resign confirm を送信してください。
cmd-resign-confirm = 確認なしですぐに投了する
cmd-resign-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /draw
cmd-draw = 引き分けを提案する、または提案に答えます
cmd-draw-more = 拒否された提案は、次の手を指した後でもう一度できます。
cmd-draw-answer = 何をするか（指定しなければ提案）
cmd-draw-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /takeback
cmd-takeback = 直前の自分の手の待ったを申し込みます（非レート戦のみ）
cmd-takeback-more = 相手の同意が必要です：/takeback accept または /takeback decline。
cmd-takeback-answer = 何をするか（指定しなければ申し込み）
cmd-takeback-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /abort
cmd-abort = 両者が指す前に対局を中止します
cmd-abort-more = 大会では使えません。大会では一手も指さないプレイヤーが不戦敗になります。
cmd-abort-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /export
cmd-export = 対局の棋譜、FEN、または再生アニメーション
cmd-export-more = PGN はすべてのゲームで、KIF と CSA は将棋で使えます。fen: は現在の局面を FEN（将棋は SFEN も）で出力します。pychess-variants、Lishogi、エンジンに貼り付けられます。gif: は対局全体をアニメーション画像にします（1手につき1コマ）。
cmd-export-format = 棋譜の形式（指定しなければ PGN）
cmd-export-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /analyze
cmd-analyze = 終局した対局の悪手とグラフ
cmd-analyze-more = すべての局面を探索し、Lichess と同じ方法で、各手で失われた勝率によって判定します。互角の局面ではポーン（歩）約1枚分の損で悪手、1枚半分の損で大悪手とし、すでに勝敗の見えている局面ではより大きな損が必要です。それぞれより良い手を示します。人同士の対局は終局するまで解析しません（通信対局のフェアプレー）。コンピューターとの非レート戦は対局中でも解析できます。
cmd-analyze-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /import
cmd-import = PGN、KIF、CSA の棋譜を読み込み、最終局面から続けます
cmd-import-more = コマンドの後に棋譜を貼り付けてください（Discord ではファイルの添付、Matrix ではファイルへの返信でも可）。@プレイヤー を付けると、棋譜の最終局面から続きを指す対局申し込み（非レート戦）になります。付けなければ、その局面を表示します。PGN に Variant タグがなければゲームを指定してください。KIF と CSA は、指定がなければ将棋とみなします。
cmd-import-opponent = 棋譜の最終局面から続きを指す対局をこのプレイヤーに申し込む
cmd-import-variant = ゲームの種類（棋譜に書かれていない場合）
cmd-import-days = そこから始める対局の1手あたりの日数
cmd-import-color = そこから始める対局でのあなたの側（指定しなければランダム）
cmd-import-record = 棋譜のテキスト：PGN、KIF または CSA
cmd-import-file = Discord：棋譜ファイル

# /rules
cmd-rules = ゲームのルールと初期局面、または駒の動き
cmd-rules-more = 対局申し込みで rules: に指定できるオプションも表示します。駒（名前、英語名または文字）を指定すると、その動きを図で示します。
cmd-rules-variant = ゲームの種類
cmd-rules-piece = 駒：その動きを図で表示

# /moves
cmd-moves = 対局中の駒が動けるマス
cmd-moves-more = あなただけに表示されます。マスは盤の表記どおりに：e2、将棋なら 76。
cmd-moves-square = 駒のあるマス（例：e2、将棋なら 76）
cmd-moves-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /settings
cmd-settings = あなたの設定
cmd-settings-more = notify:：手番が来るたびに通知、1日1回のダイジェストをダイレクトメッセージで、またはなし。持ち時間が切れる1日前のリマインダーは必ず届きます。
cmd-settings-set = 駒セット
cmd-settings-orientation = 盤の下側に表示する側
cmd-settings-notation = 指し手の表記方法
cmd-settings-notify = 手番を知らせるタイミング
cmd-settings-language = 自分への返答に使う言語（選ばなければ英語）
cmd-settings-channel = モデレーター用：このチャンネルの投稿に使う言語

# /vacation
cmd-vacation = すべての対局の時計を止めます（休暇日数は年ごとに付与）
cmd-vacation-more = オプションなしなら残りの休暇日数を表示します。/vacation end で早めに復帰でき、使わなかった日数は戻ります。
cmd-vacation-days = 今からの休暇日数
cmd-vacation-end = 現在の休暇を早めに終える

# /rating
cmd-rating = レーティング（Glicko-2）と、あるプレイヤーとの対戦成績
cmd-rating-more = ゲームを指定すると、そのゲームのレーティングとグラフを表示します。
cmd-rating-player = 誰のレーティングか（指定しなければあなた）
cmd-rating-variant = ゲームの種類

# /leaderboard
cmd-leaderboard = 1つのゲームの確定レーティングのランキング
cmd-leaderboard-more = 暫定でなくなったレーティングだけを表示します。
cmd-leaderboard-variant = ゲームの種類

# /tournament
cmd-tournament = 総当たり戦とスイス式の大会
cmd-tournament-more = ACTION — 誰でも：create、join、leave、standings、pairings、mine、withdraw、export。主催者（またはモデレーター）：start、close、open、pause、resume、cancel、replace、adjudicate。
cmd-tournament-action = 何をするか
cmd-tournament-id = 大会の番号（ここで複数行われている場合）
cmd-tournament-variant = create：ゲームの種類
cmd-tournament-double = create：2回総当たり戦にする
cmd-tournament-swiss = create：スイス式（FIDE ダッチ方式の組み合わせ、1ラウンドずつ）
cmd-tournament-rounds = create：スイス式のラウンド数（指定しなければ参加人数に合わせる）
cmd-tournament-deadline = create：スイス式の1ラウンドの最長日数
cmd-tournament-days = create：1手あたりの日数（1、2、3、5、7、10、14）
cmd-tournament-rated = create：レート戦にする
cmd-tournament-size = create：最大参加人数（総当たり戦 3〜16、スイス式 4〜128）
cmd-tournament-name = create：大会の名前（空白は _）
cmd-tournament-register = create：参加受付の日数
cmd-tournament-vacation = create：各プレイヤーが取れる休暇日数
cmd-tournament-rules = create：ルールオプション、カンマ区切り（/rules GAME を参照）
cmd-tournament-player = withdraw、replace：対象のプレイヤー（主催者のみ）
cmd-tournament-replacement = replace：席を引き継ぐプレイヤー
cmd-tournament-format = export：TRF（クロステーブル、既定）またはすべての対局の PGN
cmd-tournament-game = adjudicate：どの対局か
cmd-tournament-result = adjudicate：1-0、0-1 または draw

# /mypairings
cmd-mypairings = あなたの大会の対局とその時計
cmd-mypairings-more = /tournament mine と同じです。
cmd-mypairings-id = この大会だけ

# /setup
cmd-setup = チャンギ：馬と象の初期配置を選びます
cmd-setup-more = SETUP は自分の左から駒を並べた名前で、ma は馬、sang は象です：masangsangma、sangmamasang、masangmasang、sangmasangma（마상상마 … も読み取れます）。
cmd-setup-arrangement = 馬と象の並び（自分の左から）
cmd-setup-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /place
cmd-place = シットゥイン：複数の駒を一度に配置します
cmd-place-more = すべて配置するか、何も配置しないかのどちらかです。save:NAME で配置を次の対局用に保存します。
cmd-place-pieces = K@e2 F@d2 のような配置
cmd-place-saved = この名前で保存した配置を置く
cmd-place-save = この配置をこの名前で保存する
cmd-place-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /arrangement
cmd-arrangement = シットゥイン：保存した配置
cmd-arrangement-more = 先手側から見た形で保存され、後手側では盤を回転させて使います。
cmd-arrangement-action = 一覧を表示、または保存
cmd-arrangement-name = save：保存する名前
cmd-arrangement-pieces = save：K@e2 F@d2 のような配置

# /object
cmd-object = シットゥイン：後手の車（ルーク）の配置に異議を唱えます
cmd-object-more = 配置の直後に1回だけできます。
cmd-object-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /count
cmd-count = マークルック、オク・チャトラン：盤の名誉によるカウントを開始・停止します
cmd-count-more = 詰ませる力のない側が数えます。/rules makruk を参照してください。
cmd-count-action = 開始または停止
cmd-count-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /impasse
cmd-impasse = 将棋：持将棋を宣言する、または受け入れます
cmd-impasse-more = 両方の玉が敵陣に入った後、点数で決まります。
cmd-impasse-action = 宣言（指定しなければこちら）または受け入れ
cmd-impasse-game = 対局の番号（対局のスレッド内、またはここでの対局が1つだけなら不要）

# /join
cmd-join = アシュタパダ：レースの席に着きます
cmd-join-more = 席は招待で名前が挙がった順に決まります。
cmd-join-race = どのレースか（ここで複数ある場合）

# /throw
cmd-throw = アシュタパダ：タカラガイを投げます
cmd-throw-more = 可能な手が1つだけならすぐに指され、1つもなければパスになります。
cmd-throw-race = どのレースか（ここで複数ある場合）

# /link
cmd-link = Discord、Matrix、コンソールで同じプレイヤーになります
cmd-link-more = /link PLATFORM [HANDLE] で非公開のコードが発行され、そのアカウントから /link CODE を送ると確定します。オプションなしなら自分のアカウントを表示します。
cmd-link-platform = そのプラットフォームのアカウントとの連携を申請する
cmd-link-handle = そのプラットフォームでのあなたのアカウント（例：@you:example.org）
cmd-link-code = 確認：もう一方のアカウントに発行されたコード

# /unlink
cmd-unlink = あるプラットフォームのアカウントの連携を解除します
cmd-unlink-more = そのアカウントは新規として扱われます。統合済みの記録は残ります。
cmd-unlink-platform = どのプラットフォームか

# /help
cmd-help = コマンドの一覧、または1つのコマンドの詳細
cmd-help-command = 詳しく見るコマンド（例：move）
