# /help: the overview and each command's detail. The commands' own words (what each does and what each option means) are in commands-help.ftl.

# The overview. $detail (code): how to ask for one command. $lines (message): a line a command. $games (text): the games.
help-overview =
    Commands ({ $detail } for one in detail):
    { $lines }
    Games: { $games }
# $command (code): the command. $summary (message): what it does.
help-overview-line = { $command } — { $summary }
# One command in detail. $usage (text): how it is written. $summary (message): what it does. $details (message or empty): more.
# $options (message): a line an option. $aliases (message or empty): its other names. $count (number): the examples. $examples (text): the examples.
help-detail =
    { $usage }
    { $summary }.{ $details }{ $options }{ $aliases }
    { $count ->
        [one] Example
       *[other] Examples
    }: { $examples }
# More about a command (with a space before it). $text (message): the words.
help-detail-more = { " " }{ $text }
# An option of the command (on a line of its own). $option (code): how it is written. $help (message): what it means. $needed (text): "yes" or "no".
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(needed)
       *[no] {""}
    }
# The command's other names (on a line of its own). $aliases (text): the names.
help-detail-aliases =
    { "" }
    Also: { $aliases }.
