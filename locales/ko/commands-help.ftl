# Korean (ko) — what each command does and what each of its options means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.
# cmd-NAME과 cmd-NAME-OPTION은 100자 이내(Discord 제한).

# /challenge
cmd-challenge = 플레이어, 여기 있는 누구나, 또는 @tabiya(컴퓨터)에게 대국을 신청합니다
cmd-challenge-more = 시간은 한 수당 일수(1, 2, 3, 5, 7, 10, 14) 또는 피셔 방식입니다: 처음 일수에 한 수를 둘 때마다 일수를 더하며, 상한이 있습니다. rated:yes가 아니면 친선 대국입니다. 아슈타파다는 2~4명이 하는 경주로, 플레이어를 세 명까지 지정합니다. 아무도 답하지 않으면 대국 신청은 만료됩니다. @tabiya에게 신청하면 바로 컴퓨터와 둡니다: 친선 대국, level:1(가장 약함)~level:8, 지정하지 않으면 3.
cmd-challenge-opponent = 초대할 상대(비워 두면 누구나 받을 수 있는 공개 신청)
cmd-challenge-opponent2 = 아슈타파다: 두 번째로 초대할 플레이어
cmd-challenge-opponent3 = 아슈타파다: 세 번째로 초대할 플레이어
cmd-challenge-variant = 게임 종류
cmd-challenge-days = 한 수당 일수(1, 2, 3, 5, 7, 10, 14) 또는 7+2 같은 피셔 방식
cmd-challenge-cap = 피셔 방식: 시계에 쌓일 수 있는 최대 일수
cmd-challenge-color = 내 진영: first, second 또는 게임 고유 이름(red, cho, sente…), 지정하지 않으면 무작위(random)
cmd-challenge-rated = 레이팅 대국(지정하지 않으면 친선 대국)
cmd-challenge-rules = 규칙 옵션, 쉼표로 구분(/rules GAME 참고)
cmd-challenge-fen = 이 국면에서 시작(FEN, 쇼기는 SFEN): 친선 대국
cmd-challenge-level = 컴퓨터의 강도

# /accept
cmd-accept = 대국 신청을 수락합니다(또는 경주의 자리에 앉습니다)
cmd-accept-more = 여기서 나에게 열린 대국 신청이 하나뿐이면 번호가 필요 없습니다.
cmd-accept-id = 대국 신청 번호(여러 개가 열려 있을 때)
cmd-accept-race = 아슈타파다: 어느 경주인지(여기서 여러 경주가 진행 중일 때)

# /decline
cmd-decline = 대국 신청을 거절합니다
cmd-decline-more = 여기서 나에게 열린 대국 신청이 하나뿐이면 번호가 필요 없습니다.
cmd-decline-id = 대국 신청 번호(여러 개가 열려 있을 때)
cmd-decline-race = 아슈타파다: 어느 경주인지(여기서 여러 경주가 진행 중일 때)

# /cancel
cmd-cancel = 내 대국 신청이나 시작되지 않은 경주를 취소합니다
cmd-cancel-more = 여기에 열린 내 대국 신청이 하나뿐이면 번호가 필요 없습니다.
cmd-cancel-id = 대국 신청 번호(내 신청이 여러 개일 때)
cmd-cancel-race = 아슈타파다: 어느 경주인지(여기서 여러 경주가 진행 중일 때)

# /move
cmd-move = 게임의 기보 표기, SAN 또는 좌표로 수를 둡니다
cmd-move-more = 한 수 쉼, 내려놓기(P*55, K@e2), 승격도 수입니다. 경주에서는: /move enter|c3|c3x2 race:ID.
cmd-move-move = 둘 수(게임의 기보 표기, SAN 또는 좌표)
cmd-move-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)
cmd-move-at = 그 수를 고른 시점까지 둔 수의 개수(메뉴가 보냄)
cmd-move-race = 아슈타파다: 어느 경주인지(여기서 여러 경주가 진행 중일 때)

# /board
cmd-board = 나만 보는 판
cmd-board-more = 내 판 방향과 기물 세트로 보여 줍니다(/settings 참고). flip은 판을 돌려서 보여 줍니다.
cmd-board-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)
cmd-board-flip = 판을 돌려 보기
cmd-board-set = 기물 세트

# /games
cmd-games = 내 대국 목록(내 차례인 대국부터)
cmd-games-more = 대국마다 남은 시간을 함께 보여 줍니다. 목록이 길면 처음 40판만 보여 주고 나머지는 개수만 셉니다.

# /resign
cmd-resign = 대국을 기권합니다(확인을 요청함)
cmd-resign-more = 확인하려면 /resign confirm을 보내세요.
cmd-resign-confirm = 묻지 않고 바로 기권
cmd-resign-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /draw
cmd-draw = 무승부를 제안하거나 제안에 답합니다
cmd-draw-more = 거절된 제안은 다음 수를 둔 뒤에 다시 할 수 있습니다.
cmd-draw-answer = 할 일(지정하지 않으면 제안)
cmd-draw-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /takeback
cmd-takeback = 내 마지막 수를 무르자고 요청합니다(친선 대국)
cmd-takeback-more = 상대가 동의해야 합니다: /takeback accept 또는 /takeback decline.
cmd-takeback-answer = 할 일(지정하지 않으면 요청)
cmd-takeback-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /abort
cmd-abort = 양측이 수를 두기 전에 대국을 중단합니다
cmd-abort-more = 대회에서는 쓸 수 없습니다. 대회에서는 수를 두지 않는 플레이어가 몰수패합니다.
cmd-abort-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /export
cmd-export = 대국의 기보, FEN 또는 재생 애니메이션
cmd-export-more = PGN은 모든 게임에, KIF와 CSA는 쇼기에 씁니다. fen:은 현재 국면을 FEN(쇼기는 SFEN도)으로 보여 주므로 pychess-variants, Lishogi 또는 엔진에 붙여 넣을 수 있습니다. gif:는 대국 전체를 움직이는 그림으로 보여 주며, 한 수가 한 장면입니다.
cmd-export-format = 기보 형식(지정하지 않으면 PGN)
cmd-export-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /analyze
cmd-analyze = 끝난 대국의 실수와 그래프
cmd-analyze-more = 모든 국면을 탐색하고, Lichess와 같은 방식으로 각 수가 잃게 만드는 승률에 따라 판정합니다. 대등한 대국에서는 폰 약 하나를 잃으면 실수, 폰 하나 반을 잃으면 큰 실수이며, 이미 승패가 기운 대국에서는 더 많이 잃어야 합니다. 각각 더 나은 수를 알려 줍니다. 사람끼리 두는 대국은 끝날 때까지 분석하지 않습니다(통신 대국의 공정성). 컴퓨터와의 친선 대국은 진행 중에도 분석할 수 있습니다.
cmd-analyze-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /import
cmd-import = PGN, KIF, CSA 기보를 읽고 마지막 국면부터 이어 둡니다
cmd-import-more = 명령 뒤에 기보를 붙여 넣으세요(Discord에서는 파일 첨부, Matrix에서는 파일에 답장해도 됩니다). @플레이어를 붙이면 기보의 마지막 국면부터 이어 두는 대국 신청(친선 대국)이 됩니다. 붙이지 않으면 그 국면을 보여 줍니다. PGN에 Variant 태그가 없으면 게임을 지정하세요. KIF와 CSA는 따로 지정하지 않으면 쇼기로 봅니다.
cmd-import-opponent = 기보의 마지막 국면부터 이어 두자고 이 플레이어에게 신청
cmd-import-variant = 게임 종류(기보에 적혀 있지 않을 때)
cmd-import-days = 거기서부터 두는 대국의 한 수당 일수
cmd-import-color = 거기서부터 두는 대국의 내 진영(지정하지 않으면 무작위)
cmd-import-record = 기보 텍스트: PGN, KIF 또는 CSA
cmd-import-file = Discord: 기보 파일

# /rules
cmd-rules = 게임의 규칙과 시작 국면, 또는 기물의 행마
cmd-rules-more = 대국 신청에서 rules:로 지정할 수 있는 옵션도 함께 보여 줍니다. 기물(이름, 영어 이름 또는 문자)을 지정하면 행마를 그림으로 보여 줍니다.
cmd-rules-variant = 게임 종류
cmd-rules-piece = 기물: 행마를 그림으로 보기

# /moves
cmd-moves = 내 대국에서 기물이 갈 수 있는 곳
cmd-moves-more = 나에게만 보입니다. 칸은 판에 표시된 대로 씁니다: e2, 쇼기는 76.
cmd-moves-square = 기물이 있는 칸(예: e2, 쇼기는 76)
cmd-moves-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /settings
cmd-settings = 내 설정
cmd-settings-more = notify: 내 차례마다 알림, 하루 한 번 다이렉트 메시지로 요약, 또는 없음. 시간이 다 되기 하루 전의 알림은 항상 옵니다.
cmd-settings-set = 기물 세트
cmd-settings-orientation = 판 아래쪽에 둘 진영
cmd-settings-notation = 수를 표기하는 방식
cmd-settings-notify = 내 차례를 언제 알려 줄지
cmd-settings-language = 나에게 보내는 답의 언어(고르지 않으면 영어)
cmd-settings-channel = 관리자용: 이 채널 게시물의 언어

# /vacation
cmd-vacation = 모든 대국의 시계를 멈춥니다(휴가 일수는 해마다 적립)
cmd-vacation-more = 옵션 없이 쓰면 남은 휴가 일수를 보여 줍니다. /vacation end로 일찍 복귀하면 쓰지 않은 일수는 돌려받습니다.
cmd-vacation-days = 지금부터의 휴가 일수
cmd-vacation-end = 진행 중인 휴가를 일찍 끝내기

# /rating
cmd-rating = 레이팅(Glicko-2)과 특정 플레이어와의 전적
cmd-rating-more = 게임을 지정하면 그 게임의 레이팅과 그래프를 보여 줍니다.
cmd-rating-player = 누구의 레이팅인지(지정하지 않으면 나)
cmd-rating-variant = 게임 종류

# /leaderboard
cmd-leaderboard = 한 게임의 확정 레이팅 순위
cmd-leaderboard-more = 임시 상태가 끝난 레이팅만 보여 줍니다.
cmd-leaderboard-variant = 게임 종류

# /tournament
cmd-tournament = 리그전과 스위스 방식 대회
cmd-tournament-more = ACTION — 누구나: create, join, leave, standings, pairings, mine, withdraw, export. 주최자(또는 관리자): start, close, open, pause, resume, cancel, replace, adjudicate.
cmd-tournament-action = 할 일
cmd-tournament-id = 대회 번호(여기서 여러 대회가 진행 중일 때)
cmd-tournament-variant = create: 게임 종류
cmd-tournament-double = create: 더블 리그전
cmd-tournament-swiss = create: 스위스 방식(FIDE 더치 방식 대진, 한 라운드씩)
cmd-tournament-rounds = create: 스위스 방식의 라운드 수(지정하지 않으면 인원에 맞춤)
cmd-tournament-deadline = create: 스위스 방식에서 한 라운드가 이어질 수 있는 일수
cmd-tournament-days = create: 한 수당 일수(1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: 레이팅 대국
cmd-tournament-size = create: 최대 인원(리그전 3-16, 스위스 방식 4-128)
cmd-tournament-name = create: 대회 이름(공백은 _)
cmd-tournament-register = create: 참가 신청을 받는 일수
cmd-tournament-vacation = create: 플레이어마다 쓸 수 있는 휴가 일수
cmd-tournament-rules = create: 규칙 옵션, 쉼표로 구분(/rules GAME 참고)
cmd-tournament-player = withdraw, replace: 대상 플레이어(주최자만)
cmd-tournament-replacement = replace: 자리를 이어받을 플레이어
cmd-tournament-format = export: TRF(기본값, 크로스테이블) 또는 모든 대국의 PGN
cmd-tournament-game = adjudicate: 어느 대국인지
cmd-tournament-result = adjudicate: 1-0, 0-1 또는 draw

# /mypairings
cmd-mypairings = 내 대회 대국과 그 시계
cmd-mypairings-more = /tournament mine과 같습니다.
cmd-mypairings-id = 이 대회만

# /setup
cmd-setup = 장기: 마와 상의 상차림을 고릅니다
cmd-setup-more = SETUP은 내 왼쪽부터 기물을 늘어놓은 이름으로, ma는 마, sang은 상입니다: masangsangma, sangmamasang, masangmasang, sangmasangma(마상상마 …도 읽습니다).
cmd-setup-arrangement = 마와 상의 순서(내 왼쪽부터)
cmd-setup-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /place
cmd-place = 시투인: 여러 기물을 한꺼번에 놓습니다
cmd-place-more = 모두 놓거나 하나도 놓지 않습니다. save:NAME으로 다음 대국을 위해 배치를 저장합니다.
cmd-place-pieces = K@e2 F@d2 같은 배치
cmd-place-saved = 이 이름으로 저장한 배치를 놓기
cmd-place-save = 이 배치를 이 이름으로 저장
cmd-place-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /arrangement
cmd-arrangement = 시투인: 저장한 배치
cmd-arrangement-more = 선수 쪽에서 본 모양으로 저장되며, 후수 쪽에서는 돌려서 씁니다.
cmd-arrangement-action = 목록 보기 또는 저장
cmd-arrangement-name = save: 저장할 이름
cmd-arrangement-pieces = save: K@e2 F@d2 같은 배치

# /object
cmd-object = 시투인: 후수의 차(루크) 배치에 이의를 제기합니다
cmd-object-more = 배치 직후에 한 번만 할 수 있습니다.
cmd-object-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /count
cmd-count = 막룩, 욱 차트랑: 판의 명예 세기를 시작하거나 멈춥니다
cmd-count-more = 외통을 만들 수 없는 쪽이 셉니다. /rules makruk 참고.
cmd-count-action = 시작 또는 멈춤
cmd-count-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /impasse
cmd-impasse = 쇼기: 지쇼기를 주장하거나 받아들입니다
cmd-impasse-more = 양쪽 왕이 모두 적진에 들어간 뒤 점수로 결정됩니다.
cmd-impasse-action = 주장(기본값) 또는 수락
cmd-impasse-game = 대국 번호(대국 스레드 안이거나 여기서 두는 대국이 하나뿐이면 필요 없음)

# /join
cmd-join = 아슈타파다: 경주의 자리에 앉습니다
cmd-join-more = 자리는 초대에 적힌 순서대로 정해집니다.
cmd-join-race = 어느 경주인지(여기에 여러 개일 때)

# /throw
cmd-throw = 아슈타파다: 카우리 조개를 던집니다
cmd-throw-more = 가능한 수가 하나뿐이면 바로 두고, 없으면 차례가 넘어갑니다.
cmd-throw-race = 어느 경주인지(여기에 여러 개일 때)

# /link
cmd-link = Discord, Matrix, 콘솔에서 하나의 플레이어로 연결합니다
cmd-link-more = /link PLATFORM [HANDLE]로 비공개 코드를 받고, 그 계정에서 /link CODE를 보내면 확인됩니다. 옵션 없이 쓰면 내 계정들을 보여 줍니다.
cmd-link-platform = 그곳의 내 계정과 연결을 요청
cmd-link-handle = 그곳의 내 계정(예: @you:example.org)
cmd-link-code = 확인: 다른 계정이 받은 코드

# /unlink
cmd-unlink = 한 플랫폼의 내 계정 연결을 해제합니다
cmd-unlink-more = 그 계정은 새로 시작합니다. 합쳐진 기록은 그대로 남습니다.
cmd-unlink-platform = 어느 플랫폼인지

# /help
cmd-help = 명령 목록 또는 한 명령의 자세한 설명
cmd-help-command = 자세히 볼 명령(예: move)
