"""Conversions between fairseq-xl's methods and fairseq's own models, each a command:

    python -m fairseq_xl.convert.from_xlmr METHOD RELEASE/model.pt --data DATA --out DIR   # XLM-R -> xlm_e, veco, marge
    python -m fairseq_xl.convert.veco encoder|translation CHECKPOINT --data DATA --out DIR  # VECO plug-out / plug-in
    python -m fairseq_xl.convert.xlm_e_discriminator CHECKPOINT --data DATA --out DIR      # XLM-E's discriminator

``build`` holds what they share (fairseq's parser and builders, a strict load, the saved checkpoint).
To and from Hugging Face: ``fairseq_xl.hf`` (``python -m fairseq_xl.hf.export``, ``...hf.import_xlnet``).
"""
