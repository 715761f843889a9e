"""The rules reference for Dream Catcher, in our own words (see scenes/screens/rules.py for the markup)."""

RULES = """
# Dream Catcher

A Nightmare is creeping into the bedroom! Pick a cuddly toy, put it right on top of the Nightmare so that no bit of it peeks out, and collect sweet Dream tokens for your cloud.

## What is on the table
- In the middle: the Nightmare card. It shows a dark monster shape (horns, tails, claws and all) on pale blue dream paper, with little moons in its corner that tell how tricky it is.
- Around it, in a circle: the 8 Cuddly Toys, round tiles with a friendly face. The fewer stars a toy has, the bigger it is.
- Four brown Bears: the biggest tiles, 1 star each.
- Two Pandas (black ears, black eye patches): 2 stars each.
- One pink Rabbit with long ears: 3 stars.
- One lilac Unicorn with a golden horn: the smallest tile, 4 stars.
- The Pillow-Bag: a soft pink bag with a golden bow, full of Dream tokens (a smiling moon, a shooting star, a soft cloud, a rainbow slide, a dancing kite, a little boat).
- Each player's cloud board, with 12 round spaces to fill with Dream tokens.

## A round
- The player holding the Pillow-Bag flips a Nightmare: click the deck of cards in the top corner (or the big yellow button).
- In turn, each player picks a toy by clicking it. A toy that someone has picked gets their colour ring and nobody else can take it this round.
- Then, in turn, each player drags their toy onto the Nightmare with the mouse. Push it about as long as you like: it stays where you let go. With Click to move (in Settings) nothing is held: click your toy to pick it up, then click where it goes to put it down. When you think the monster is all hidden, press the big green Done button.
- The toy is not see-through, so you only see the bits that still peek out around it, just like at a real table.
- Covered? A green check mark: take as many Dream tokens from the bag as your toy has stars. They fly onto your cloud.
- Not covered? A red cross, and the bits that peeked out glow magenta (tiny bits are shown magnified). No tokens this time.
- The Nightmare goes away, the toys go back to the circle, and the player on the left takes the Pillow-Bag.

## Who wins
- At the end of a round, if someone's cloud is full (12 tokens), the game ends and the fullest cloud wins. Tokens past 12 still count to break a tie.
- If the bag runs out of tokens or there are no Nightmares left, the game ends after that round: most tokens wins.
- At the end, each player's tokens tell their dream: "Ana dreamed she caught a shooting star and slid down a rainbow".

## Big toy or small toy?
- A big Bear covers almost anything, but gives only 1 token.
- The little Unicorn gives 4 tokens, but only covers small Nightmares, and you must place it well.
- Look at the monster's horns and tails: the toy must reach all the way to every tip.

## Sleep Tight Kiddos! (playing together)
- Everyone plays as one team, 1 to 4 players. Choose a moon level: one moon is super easy, four moons is not easy at all.
- Each night, the player whose turn it is points at a toy (click it). Then each other player answers once: press I agree!, or click the toy they would choose instead. If someone suggested another toy, the player whose turn it is chooses (click a toy), then places it. A bot that disagrees says which toy it would choose and why.
- Then drag that toy onto the Nightmare and press Done.
- Covered: the Nightmare and the toy are set aside on the team panel (they are not used again). Catch 8 Nightmares and everybody wins!
- One Nightmare that peeks out, and the team loses. So save the big toys for the big monsters.

## Restless Night (everybody grabs at once)
- As soon as the Nightmare flips, everyone grabs a toy at the same time with their own keys on the keyboard.
- Your keys are shown in little key caps in your colour next to each toy: player 1 uses 1 to 8, player 2 Q to I, player 3 A to K, player 4 Z to the comma.
- The first key press wins the toy. Then everyone places their toy in turn with the mouse, as usual.
- Bots wait until the Nightmare has landed, then reach for a toy like people do: an Easy bot takes about 3 seconds, a Normal one about 2, a Hard one about 1.

## Gentle setting
- For the smallest players: in the setup, switch on Gentle. A toy let go near the Nightmare slides by itself into the best spot.

## Good to know
- Undo (Ctrl+Z) takes back your own last move, as long as nobody else has moved and no card was flipped since.
- Nothing is secret in Dream Catcher: everyone sees everything, so there is no curtain between players.
"""
