# Korean (ko) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.
# 장기는 대한장기협회·위키백과의 말(초/한, 궁·사·상·마·차·포·졸·병). 다른 나라의 장기류는 한국어 위키백과와
# 나무위키가 쓰는 이름(샹치, 쇼기, 막룩, 차투랑가 …). 한국어 자료가 없는 기물은 뜻을 옮겼습니다.

game-ashtapada = 아슈타파다

game-chaturanga = 차투랑가
side-chaturanga-first = 백
side-chaturanga-second = 흑
piece-chaturanga-king = 라자
piece-chaturanga-counsellor = 만트리
piece-chaturanga-elephant = 가자
piece-chaturanga-horse = 아스바
piece-chaturanga-chariot = 라타
piece-chaturanga-foot-soldier = 파다티

game-shatranj = 샤트란지
side-shatranj-first = 백
side-shatranj-second = 흑
piece-shatranj-king = 샤
piece-shatranj-counsellor = 퍼즈
piece-shatranj-elephant = 필
piece-shatranj-horse = 파라스
piece-shatranj-chariot = 루흐
piece-shatranj-foot-soldier = 바이다크

game-senterej = 센테레지
side-senterej-first = 백
side-senterej-second = 흑
piece-senterej-king = 왕
piece-senterej-counsellor = 고문
piece-senterej-elephant = 코끼리
piece-senterej-horse = 말
piece-senterej-castle = 성
piece-senterej-pawn = 폰

game-ninthcentury = 9세기 인도 체스
side-ninthcentury-first = 백
side-ninthcentury-second = 흑
piece-ninthcentury-king = 왕
piece-ninthcentury-counsellor = 고문
piece-ninthcentury-elephant-dabbbah = 코끼리(답바바)
piece-ninthcentury-horse = 말
piece-ninthcentury-chariot = 전차
piece-ninthcentury-foot-soldier = 보병

game-sittuyin = 시투인
side-sittuyin-first = 백
side-sittuyin-second = 흑
piece-sittuyin-king = 왕
piece-sittuyin-general-counsellor = 장군(고문)
piece-sittuyin-elephant = 코끼리
piece-sittuyin-horse = 말
piece-sittuyin-chariot = 전차
piece-sittuyin-soldier = 병사

game-makruk = 막룩
side-makruk-first = 백
side-makruk-second = 흑
piece-makruk-king = 쿤
piece-makruk-counsellor = 멧
piece-makruk-nobleman = 콘
piece-makruk-horse = 마
piece-makruk-boat = 르어
piece-makruk-cowrie-shell-pawn = 비아

game-ouk = 욱 차트랑
side-ouk-first = 백
side-ouk-second = 흑
piece-ouk-king = 왕
piece-ouk-maiden-counsellor = 여인(고문)
piece-ouk-pillar = 기둥
piece-ouk-horse = 말
piece-ouk-boat = 배
piece-ouk-fish-pawn = 물고기(폰)

game-shatar = 샤타르
side-shatar-first = 백
side-shatar-second = 흑
piece-shatar-lord-king = 노얀
piece-shatar-big-animal = 바라스
piece-shatar-camel-bishop = 테메
piece-shatar-horse = 모리
piece-shatar-chariot = 테르게
piece-shatar-child-pawn = 쿠
piece-shatar-amazon-horse = 아마존 모리

game-xiangqi = 샹치
side-xiangqi-first = 홍
side-xiangqi-second = 흑
piece-xiangqi-general = { $side ->
        [first] 수
        [second] 장
       *[any] 장·수
    }
piece-xiangqi-advisor = { $side ->
       *[any] 사
    }
piece-xiangqi-elephant = { $side ->
       *[any] 상
    }
piece-xiangqi-horse = 마
piece-xiangqi-chariot = 차
piece-xiangqi-cannon = 포
piece-xiangqi-soldier = { $side ->
        [first] 병
        [second] 졸
       *[any] 졸·병
    }

game-janggi = 장기
side-janggi-first = 초
side-janggi-second = 한
piece-janggi-general = 궁
piece-janggi-guard = 사
piece-janggi-elephant = 상
piece-janggi-horse = 마
piece-janggi-chariot = 차
piece-janggi-cannon = 포
piece-janggi-soldier = { $side ->
        [first] 졸
        [second] 병
       *[any] 졸·병
    }

game-heianshogi = 헤이안 쇼기
side-heianshogi-first = 선수
side-heianshogi-second = 후수
piece-heianshogi-king = 옥장
piece-heianshogi-gold-general = 금장
piece-heianshogi-silver-general = 은장
piece-heianshogi-knight = 계마
piece-heianshogi-lance = 향차
piece-heianshogi-pawn = 보병
piece-heianshogi-promoted-pawn = 토금
piece-heianshogi-promoted-silver = 성은
piece-heianshogi-promoted-knight = 성계
piece-heianshogi-promoted-lance = 성향

game-shoshogi = 쇼쇼기
side-shoshogi-first = 선수
side-shoshogi-second = 후수
piece-shoshogi-king = 옥장
piece-shoshogi-gold-general = 금장
piece-shoshogi-silver-general = 은장
piece-shoshogi-knight = 계마
piece-shoshogi-lance = 향차
piece-shoshogi-pawn = 보병
piece-shoshogi-rook = 비차
piece-shoshogi-bishop = 각행
piece-shoshogi-drunk-elephant = 취상
piece-shoshogi-promoted-pawn = 토금
piece-shoshogi-promoted-silver = 성은
piece-shoshogi-promoted-knight = 성계
piece-shoshogi-promoted-lance = 성향
piece-shoshogi-dragon-king = 용왕
piece-shoshogi-dragon-horse = 용마
piece-shoshogi-crown-prince = 태자

game-shogi = 쇼기
side-shogi-first = 선수
side-shogi-second = 후수
piece-shogi-king = 옥장
piece-shogi-gold-general = 금장
piece-shogi-silver-general = 은장
piece-shogi-knight = 계마
piece-shogi-lance = 향차
piece-shogi-pawn = 보병
piece-shogi-rook = 비차
piece-shogi-bishop = 각행
piece-shogi-promoted-pawn = 토금
piece-shogi-promoted-silver = 성은
piece-shogi-promoted-knight = 성계
piece-shogi-promoted-lance = 성향
piece-shogi-dragon-king = 용왕
piece-shogi-dragon-horse = 용마
