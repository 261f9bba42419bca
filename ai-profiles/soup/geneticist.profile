# Geneticist: collects genes, the advanced ones most, and pays for them with BP.
name = Geneticist
description = Buys genes early and often, advanced ones above all, and shields them with Ray Protection.

weight.ladder = 1.0
weight.amoebas = 1.2
weight.damage = 0.6
weight.genes = 1.6       # every card on the advance table
weight.bp = 0.1          # BP are for spending on genes
weight.food = 0.2
weight.rivals = 0.5

gene.INTELLIGENCE = 1.0  # useless in the soup, but a card on the advance table
gene.RAY_PROTECTION = 2.5
gene.MOVEMENT_II = 2
gene.PERSISTENCE = 2
gene.ARMOR = 2
gene.AGGRESSION = 1.5
gene.STREAMLINING = 1.5

noise = 0.0
expert.millis = 1000
