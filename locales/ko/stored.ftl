# Korean (ko) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF와 CSA는 쇼기 기보 형식입니다. { $game } 기보는 PGN으로 씁니다.
stored-unreadable = 그 { $format } 기보를 { $line }번째 줄에서 읽을 수 없습니다: { $reason }. 아무것도 가져오지 않았습니다.
stored-kif-one-line = KIF 기보는 한 줄씩 읽는데, 이 기보는 한 줄로 들어왔습니다(Discord 텍스트 칸은 줄을 합쳐 버립니다). 대신 파일을 첨부하거나(Discord에서는 file:), 줄바꿈이 유지되는 곳에 붙여 넣으세요. 아무것도 가져오지 않았습니다.
stored-not-a-position = fen:{ $fen }? { $game } 국면이 아닙니다: { $reason }. /board 명령으로 대국의 FEN을 보고 복사할 수 있습니다.
stored-not-a-position-sfen = fen:{ $fen }? { $game } 국면이 아닙니다: { $reason }. /board 명령으로 대국의 FEN과 SFEN을 보고 복사할 수 있습니다.
stored-unreachable = fen:{ $fen }? 그 국면에서는 { $game } 대국을 시작할 수 없습니다: { $reason }.
stored-no-game = #{ $id } 대국은 없습니다.

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = 외통
ending-stalemate = 스테일메이트
ending-bare-king = 왕만 남음
ending-niol = 니올(샥 없는 외통)
ending-robado = 로바도(왕만 남음)
ending-count-ran-out = 수 세기 만료
ending-mate-during-own-count = 자기 수 세기 중에 둔 외통
ending-bare-king-survived = 혼자 남은 왕이 일곱 수를 버팀
ending-forbidden-mate = 금지된 외통
ending-insufficient-material = 양쪽 모두 이길 수 없음
ending-repetition = 동형반복
ending-perpetual-check = 연속 장군
ending-perpetual-chase = 연속 추격
ending-bikjang = 빅장
ending-two-passes = 연속 두 번의 한수쉼
ending-jishogi = 지쇼기(持将棋)
ending-royals-captured = 옥장과 태자 모두 잡힘
ending-resignation = 기권
ending-agreement = 합의
ending-time = 시간 초과
ending-withdrew = 몰수(대회 탈퇴)
ending-never-moved = 몰수(한 수도 두지 않음)
ending-round-deadline = 라운드 기한
ending-adjudication = 판정
ending-cancelled = 대회 취소
ending-aborted = 중단
ending-never-started = 첫 수를 두지 않음
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
