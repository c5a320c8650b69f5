# Hindi (hi) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] टूर्नामेंट
       *[arrangement] जमावट
    } का नाम होना चाहिए।
command-name-too-long = { $what ->
        [tournament] टूर्नामेंट
       *[arrangement] जमावट
    } का नाम अधिकतम { $most } अक्षरों का सादा पाठ हो सकता है; { $name } ऐसा नहीं है।
command-slash = कमांड / से शुरू होती हैं, जैसे { $help }।
command-record-too-long = वह रिकॉर्ड { $length } अक्षरों का है; { $command } अधिकतम { $most } पढ़ता है।
command-too-long = वह कमांड { $length } अक्षरों की है; कोई कमांड अधिकतम { $most } अक्षरों की हो सकती है।
command-handle-too-long = @{ $handle } कोई खिलाड़ी नहीं है: हैंडल अधिकतम { $most } अक्षरों का होता है।
command-unknown = { $command } नाम की कोई कमांड नहीं है; { $help } सभी कमांड दिखाता है।

command-race-players = अष्टपद दो से चार खिलाड़ियों के लिए है: { $usage }
command-race-no-option = अष्टपद में { $option }: विकल्प नहीं होता (यह दौड़ है, बिना रेटिंग के खेली जाती है)।
command-race-days = days:{ $days }? हर बारी के लिए दिन 1, 2, 3, 5, 7, 10 या 14 होते हैं।
command-one-opponent = केवल अष्टपद में दो से अधिक खिलाड़ी होते हैं; चुनौती में एक ही @player का नाम होता है।
command-vacation-both = या तो { $start } या { $end }, दोनों नहीं।

command-tournament-option = { $command } के साथ { $option } नहीं चलता; क्या किसके साथ चलता है, यह { $help } बताता है।
command-tournament-game = कौन-सा खेल? { $usage }
command-tournament-both = टूर्नामेंट या तो स्विस होता है या (डबल) राउंड रॉबिन, दोनों नहीं।
command-tournament-deadline = deadline: स्विस के एक राउंड के अधिकतम दिन हैं; राउंड रॉबिन में प्रतीक्षा करने को कोई राउंड नहीं होता।
command-tournament-size-swiss = size:{ $size }? स्विस में 4 से 128 खिलाड़ी होते हैं।
command-tournament-size-round-robin = size:{ $size }? राउंड रॉबिन में 3 से 16 खिलाड़ी होते हैं।
command-usage = { $usage }

command-place-what = क्या रखना है? जैसे { $example }, या { $saved }
command-place-both = या तो मोहरे रखने की चालें या saved:NAME, दोनों नहीं।
command-arrangement-name = { $usage } — पहले नाम दें, फिर मोहरे रखने की चालें लिखें।
command-arrangement-pieces = { $usage } — और मोहरे रखने की चालें, जैसे K@e2 F@d2 …
command-link-usage = अनुरोध के लिए { $ask }, दूसरे खाते से पुष्टि के लिए { $confirm }, अपने खाते देखने के लिए { $status }।

command-not-days = { $what }:{ $value } दिनों की संख्या नहीं है
command-cap-alone = cap: फ़िशर समय के साथ आता है, जैसे days:7+2
command-days-offered = days:{ $days } उपलब्ध नहीं है; 1, 2, 3, 5, 7, 10, 14 में से चुनें (या फ़िशर समय: days:7+2)
command-fischer-range = days:{ $days } — फ़िशर समय में 1 से 60 शुरुआती दिन और हर चाल पर 1 से 14 दिन होते हैं, जैसे days:7+2
command-cap-range = cap:{ $cap } — सीमा कम से कम शुरुआती { $initial } दिन और अधिकतम 90 है

command-or-list = { $init } या { $last }
command-and-list = { $init } और { $last }
command-no-game = { $game } नाम का कोई खेल नहीं है; खेल ये हैं: { $games }।
command-name-player = { $what }? खिलाड़ी का नाम @name के रूप में दें।
command-not-a-number = { $number } कोई संख्या नहीं है, जैसे 12 या #12।
command-number-range = { $what }? { $about }: { $min } से { $max } तक।
command-choose = { $what }? { $choices } में से चुनें।
command-yes-no = { $option }:{ $value }? { $option }:yes या { $option }:no लिखें।
command-needs-text = { $option }: के साथ पाठ चाहिए, जैसे { $option }:{ $example }।
command-twice = { $option } दो बार दिया गया है; { $command } एक ही लेता है।
command-no-such-option = { $command } में { $option } विकल्प नहीं है; इसके विकल्प: { $options }।
command-expected = { $command }? यहाँ { $expected } अपेक्षित है।
command-nothing-more = { $command } अपने नाम के अलावा कुछ नहीं लेता; { $word }?
command-written = { $typed }? इसे ऐसे लिखते हैं: { $usage }
command-needs = { $command } के लिए { $what } चाहिए: जैसे { $example }

command-side-of-game = color:{ $side }? { $game } में पक्ष { $first } और { $second } हैं (या first और second, या random)।
command-side-white-black-in-shogi = color:{ $side }? शोगी परिवार के खेलों में अंग्रेज़ी किताबें सेंते (जो पहले चलता है) को Black और गोते को White कहती हैं: color:sente या color:gote लिखें।
